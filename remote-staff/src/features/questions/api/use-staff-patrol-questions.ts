import { useQuery } from '@usb/contracts/graphql-client';
import { GetStaffPatrolQuestionsDocument, type StaffPatrolQuestionFieldsFragment } from '@usb/schema/graphql';
import { skipWhileHidden, STAFF_REFRESH_MS } from '../../../lib/refresh';

export type StaffPatrolQuestion = StaffPatrolQuestionFieldsFragment;

/** PatrolQuestions of the battle for its staff: the open ones (oldest first) and the handled ones, kept fresh. */
export function useStaffPatrolQuestions(battleID: string | null) {
  const { data, loading, error, refetch } = useQuery(GetStaffPatrolQuestionsDocument, {
    variables: { battleID: battleID ?? '' },
    skip: !battleID,
    fetchPolicy: 'cache-and-network',
    pollInterval: STAFF_REFRESH_MS,
    skipPollAttempt: skipWhileHidden,
  });
  return {
    open: data?.patrolQuestions.getOpenByBattleID ?? [],
    handled: data?.patrolQuestions.getHandledByBattleID ?? [],
    loading: loading && !data,
    failed: Boolean(error) && !data,
    refetch: () => void refetch().catch(() => undefined),
  };
}
