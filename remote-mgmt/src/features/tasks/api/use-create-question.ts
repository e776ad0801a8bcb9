import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { CreateQuestionDocument, GetMgmtTasksDocument } from '@usb/schema/graphql';
import { questionInputs, type QuestionFormValues } from '../lib/question-input';

/** Questions.createQuestion: the new question goes last; the battle's tasks are read again to list it. */
export function useCreateQuestion(battleID: string, battleTaskID: string) {
  const [mutate] = useMutation(CreateQuestionDocument, {
    refetchQueries: [{ query: GetMgmtTasksDocument, variables: { battleID } }],
    awaitRefetchQueries: true,
  });
  return useCallback(
    async (values: QuestionFormValues) => {
      await mutate({ variables: { battleTaskID, ...questionInputs(values) } });
    },
    [battleTaskID, mutate],
  );
}
