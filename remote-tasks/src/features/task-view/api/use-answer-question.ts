import { useCallback } from 'react';
import { useApolloClient } from '@usb/contracts/graphql-client';
import { AnswerQuestionDocument, type AnswerQuestionMutation, type AnswerQuestionMutationVariables } from '@usb/schema/graphql';

export type AnswerReceipt = AnswerQuestionMutation['answers']['answerQuestion'];
export type AnswerInput = Omit<AnswerQuestionMutationVariables, 'questionID'>;

/**
 * Answers.answerQuestion: the string, multiple-choice or media input, or none to record the
 * opening of an email or external question. Resolves the receipt (null when
 * the api answered without one) and rejects on a request or GraphQL error. It goes through the
 * client rather than useMutation so a save started by a widget still completes after the
 * widget is gone (e.g. the patrol taps the next task in the strip).
 */
export function useAnswerQuestion(): (questionID: string, input?: AnswerInput) => Promise<AnswerReceipt | null> {
  const client = useApolloClient();
  return useCallback(
    async (questionID, input = {}) => {
      const { data } = await client.mutate({ mutation: AnswerQuestionDocument, variables: { questionID, ...input } });
      return data?.answers.answerQuestion ?? null;
    },
    [client],
  );
}
