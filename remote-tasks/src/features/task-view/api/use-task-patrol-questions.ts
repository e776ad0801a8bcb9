import { useQuery } from '@usb/contracts/graphql-client';
import { GetTaskPatrolQuestionsDocument, type PatrolQuestionFieldsFragment } from '@usb/schema/graphql';

export type PatrolQuestion = PatrolQuestionFieldsFragment;

/**
 * The task's questions to the staff: the caller's patrol's own (newest first; empty for a
 * visitor and anyone in no patrol of the battle) and the answers the staff sent to all patrols.
 */
export function useTaskPatrolQuestions(battleTaskID: string) {
  const { data, error, refetch } = useQuery(GetTaskPatrolQuestionsDocument, { variables: { battleTaskID }, fetchPolicy: 'cache-and-network' });
  const questions = data?.patrolQuestions;
  return {
    mine: questions?.getMineByBattleTaskID ?? [],
    forAll: questions?.getForAllByBattleTaskID ?? [],
    failed: Boolean(error) && !data,
    refetch: () => void refetch().catch(() => undefined),
  };
}
