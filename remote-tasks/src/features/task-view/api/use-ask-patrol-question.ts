import { useMutation } from '@usb/contracts/graphql-client';
import { AskPatrolQuestionDocument } from '@usb/schema/graphql';

/** PatrolQuestions.ask: sends the patrol's question about the task; rejects on any error. */
export function useAskPatrolQuestion(battleTaskID: string) {
  const [mutate, { loading }] = useMutation(AskPatrolQuestionDocument);
  const ask = async (text: string) => {
    await mutate({ variables: { battleTaskID, text } });
  };
  return { ask, sending: loading };
}
