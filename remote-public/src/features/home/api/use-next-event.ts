import { useQuery } from '@usb/contracts/graphql-client';
import { GetNextBattleDocument, type RegistrationState } from '@usb/contracts/graphql';
import { DEFAULT_EVENT_END } from '@usb/contracts/domain';

export interface NextEvent {
  /** When the countdown reaches zero. */
  start: string;
  /**
   * The battle's registration window as the api reads it now (the rule /events lists by), with
   * the date it opens; null when there is no battle, so nothing is open.
   */
  registration: { state: RegistrationState; opens: string } | null;
}

/**
 * The event the home page counts down to: the api's next battle (the first whose end is in the
 * future, else the latest), or the fallback date of @usb/contracts/domain when there is no
 * battle or the api cannot be reached.
 */
export function useNextEvent(): { event: NextEvent | null; loading: boolean } {
  const { data, loading, error } = useQuery(GetNextBattleDocument);
  if (loading) return { event: null, loading: true };
  const battle = error ? null : data?.battles.getNextBattle;
  return {
    event: battle
      ? { start: battle.start, registration: { state: battle.registration, opens: battle.registrationFrom } }
      : { start: DEFAULT_EVENT_END, registration: null },
    loading: false,
  };
}
