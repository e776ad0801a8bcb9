import { useQuery } from '@usb/contracts/graphql-client';
import { GetOpenPatrolQuestionCountDocument } from '@usb/schema/graphql';
import { usePatrolQuestionWakeUps } from '../../../hooks/use-patrol-question-wake-ups';
import { skipWhileHidden, STAFF_REFRESH_MS } from '../../../lib/refresh';

/** How many of the battle's patrols' questions wait for an answer, kept fresh like the queue and by the live channel; 0 until known. */
export function useOpenQuestionCount(battleID: string | null): number {
  const { data, refetch } = useQuery(GetOpenPatrolQuestionCountDocument, {
    variables: { battleID: battleID ?? '' },
    skip: !battleID,
    fetchPolicy: 'cache-and-network',
    pollInterval: STAFF_REFRESH_MS,
    skipPollAttempt: skipWhileHidden,
  });
  usePatrolQuestionWakeUps(battleID, () => void refetch().catch(() => undefined));
  return data?.patrolQuestions.getOpenByBattleID.length ?? 0;
}
