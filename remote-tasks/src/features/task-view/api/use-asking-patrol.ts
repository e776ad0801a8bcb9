import { useQuery } from '@usb/contracts/graphql-client';
import { GetAskingPatrolDocument } from '@usb/schema/graphql';

/**
 * Whether the caller may ask the staff about a task of the battle: in a patrol of it, with the
 * battle not over. Asked only when logged in; the api checks the rest (docs/patrol-questions.md).
 * `known` once the first answer is in (at once for a visitor), and from then on.
 */
export function useAskingPatrol(battleID: string, loggedIn: boolean): { canAsk: boolean; known: boolean } {
  const { data, error } = useQuery(GetAskingPatrolDocument, { variables: { battleID }, skip: !loggedIn, errorPolicy: 'all' });
  const battle = data?.battles.getBattle;
  return {
    canAsk: Boolean(battle?.patrolCurrentUser) && battle !== undefined && Date.now() <= Date.parse(battle.end),
    known: !loggedIn || data !== undefined || error !== undefined,
  };
}
