import { useQuery } from '@usb/contracts/graphql-client';
import { GetStaffTaskOverviewDocument, type GetStaffTaskOverviewQuery } from '@usb/schema/graphql';
import { skipWhileHidden, STAFF_REFRESH_MS } from '../../../lib/refresh';

export type StaffTask = GetStaffTaskOverviewQuery['battleTasks']['getOverviewByBattleID'][number];

/** battleTasks.getOverviewByBattleID: the battle's tasks with their correction counts, kept fresh. */
export function useTaskOverview(battleID: string | null) {
  const { data, loading, error, refetch } = useQuery(GetStaffTaskOverviewDocument, {
    variables: { battleID: battleID ?? '' },
    skip: !battleID,
    fetchPolicy: 'cache-and-network',
    pollInterval: STAFF_REFRESH_MS,
    skipPollAttempt: skipWhileHidden,
  });
  return {
    tasks: data?.battleTasks.getOverviewByBattleID ?? [],
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}
