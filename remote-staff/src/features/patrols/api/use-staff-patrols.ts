import { useQuery } from '@usb/contracts/graphql-client';
import { GetStaffPatrolOverviewDocument, type GetStaffPatrolOverviewQuery } from '@usb/schema/graphql';

export type StaffPatrol = GetStaffPatrolOverviewQuery['patrols']['getStaffOverviewByBattleID'][number];

/** patrols.getStaffOverviewByBattleID: the battle's patrols with members, contact details and task counts. */
export function useStaffPatrols(battleID: string | null) {
  const { data, loading, error, refetch } = useQuery(GetStaffPatrolOverviewDocument, {
    variables: { battleID: battleID ?? '' },
    skip: !battleID,
    fetchPolicy: 'cache-and-network',
  });
  return {
    patrols: data?.patrols.getStaffOverviewByBattleID ?? [],
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}
