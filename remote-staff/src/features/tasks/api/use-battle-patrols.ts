import { useQuery } from '@usb/contracts/graphql-client';
import { GetPatrolsByBattleIdDocument } from '@usb/schema/graphql';

/** patrols.getPatrolsByBattleID: the battle's patrols (by category, then name) for the patrol filter. */
export function useBattlePatrols(battleID: string | null) {
  const { data, loading } = useQuery(GetPatrolsByBattleIdDocument, {
    variables: { battleID: battleID ?? '' },
    skip: !battleID,
    fetchPolicy: 'cache-and-network',
  });
  return { patrols: data?.patrols.getPatrolsByBattleID ?? [], loading: loading && !data };
}
