import { useQuery } from '@usb/contracts/graphql-client';
import { GetStaffAnswersDocument, type StaffAnswerSummaryFragment } from '@usb/contracts/graphql';
import type { StaffSelection } from '../../../lib/staff-selection';
import { skipWhileHidden, STAFF_REFRESH_MS } from '../../../lib/refresh';

export type QueueAnswer = StaffAnswerSummaryFragment;

/**
 * battleTaskAnswers.getByBattleID with the selection's filters: the correction queue, oldest
 * last save first, asked again every 15 s and each time the list is shown (after a correction).
 */
export function useStaffAnswers(selection: StaffSelection) {
  const { data, loading, error, refetch } = useQuery(GetStaffAnswersDocument, {
    variables: {
      battleID: selection.battleID ?? '',
      battleTaskID: selection.battleTaskID,
      patrolID: selection.patrolID,
      corrected: selection.corrected,
      notLocked: selection.unlocked,
    },
    skip: !selection.battleID,
    fetchPolicy: 'cache-and-network',
    pollInterval: STAFF_REFRESH_MS,
    skipPollAttempt: skipWhileHidden,
  });
  return {
    answers: data?.battleTaskAnswers.getByBattleID ?? [],
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}
