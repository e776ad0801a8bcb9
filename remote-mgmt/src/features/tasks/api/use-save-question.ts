import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { SaveQuestionDocument } from '@usb/schema/graphql';
import { questionInputs, type QuestionFormValues } from '../lib/question-input';

/** Questions.saveQuestion: the answer updates the cached question by its id; its kind never changes. */
export function useSaveQuestion(battleTaskID: string, questionID: string) {
  const [mutate] = useMutation(SaveQuestionDocument);
  return useCallback(
    async (values: QuestionFormValues) => {
      await mutate({ variables: { battleTaskID, ...questionInputs(values, questionID) } });
    },
    [battleTaskID, questionID, mutate],
  );
}
