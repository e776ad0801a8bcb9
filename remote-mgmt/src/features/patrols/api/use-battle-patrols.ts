import { useQuery } from '@usb/contracts/graphql-client';
import { GetMgmtPatrolsDocument, type GetMgmtPatrolsQuery } from '@usb/schema/graphql';

export type MgmtPatrol = GetMgmtPatrolsQuery['patrols']['getStaffOverviewByBattleID'][number];
export type MgmtPatrolMember = MgmtPatrol['members'][number];

/** The battle's patrols by category then name, with their members' contact information. */
export function useBattlePatrols(battleID: string) {
  const { data, loading, error, refetch } = useQuery(GetMgmtPatrolsDocument, { variables: { battleID }, fetchPolicy: 'cache-and-network' });
  return {
    patrols: data?.patrols.getStaffOverviewByBattleID ?? [],
    loading: loading && !data,
    failed: error !== undefined && !data,
    retry: () => void refetch(),
  };
}
