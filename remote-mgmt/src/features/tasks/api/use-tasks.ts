import { useQuery } from '@usb/contracts/graphql-client';
import { GetMgmtTasksDocument, type GetMgmtTasksQuery } from '@usb/schema/graphql';

export type MgmtTask = GetMgmtTasksQuery['battleTasks']['getOverviewByBattleID'][number];
export type MgmtQuestion = MgmtTask['questions'][number];

/** The battle's tasks by opening time, each with its questions in order and how many patrols answered. */
export function useTasks(battleID: string) {
  const { data, loading, error, refetch } = useQuery(GetMgmtTasksDocument, { variables: { battleID }, fetchPolicy: 'cache-and-network' });
  return {
    tasks: data?.battleTasks.getOverviewByBattleID ?? [],
    loading: loading && !data,
    failed: error !== undefined && !data,
    retry: () => void refetch(),
  };
}
