import { useQuery } from '@usb/contracts/graphql-client';
import { GetOpenPatrolQuestionCountDocument } from '@usb/contracts/graphql';
import { skipWhileHidden, STAFF_REFRESH_MS } from '../../../lib/refresh';

/** How many of the battle's patrols' questions wait for an answer, kept fresh like the queue; 0 until known. */
export function useOpenQuestionCount(battleID: string | null): number {
  const { data } = useQuery(GetOpenPatrolQuestionCountDocument, {
    variables: { battleID: battleID ?? '' },
    skip: !battleID,
    fetchPolicy: 'cache-and-network',
    pollInterval: STAFF_REFRESH_MS,
    skipPollAttempt: skipWhileHidden,
  });
  return data?.patrolQuestions.getOpenByBattleID.length ?? 0;
}
