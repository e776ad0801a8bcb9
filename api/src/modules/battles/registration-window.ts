/** The registration window, the one rule for registering a patrol and listing open battles. */
import type { RegistrationState } from '../../generated/graphql';
import type { BattleRecord } from './battles-repository';

/**
 * Where the battle stands with its registration window registrationFrom <= now <= registrationTo
 * (both ends included, docs/patrols.md): UPCOMING before it, OPEN inside it, CLOSED after it.
 */
export function registrationState(battle: Pick<BattleRecord, 'registrationFrom' | 'registrationTo'>, now: Date): RegistrationState {
  if (now < battle.registrationFrom) return 'UPCOMING';
  return now <= battle.registrationTo ? 'OPEN' : 'CLOSED';
}
