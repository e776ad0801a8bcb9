import { AnswerQuestionDocument, type AnswerQuestionMutationVariables } from '@usb/schema/graphql';

export type AnswerReply = { id: string; uploadUrl?: string } | Error;

/**
 * The api behind AnswerQuestion: records each request's variables and answers with the next
 * reply (an Error is a GraphQL error with that message as its code, as the api sends CLOSED),
 * or a fresh receipt when no reply is queued.
 */
export function answerMock(...replies: AnswerReply[]) {
  const requests: AnswerQuestionMutationVariables[] = [];
  const queue = [...replies];
  const mock = {
    // Any variables match; the test reads what was sent from `requests`.
    request: { query: AnswerQuestionDocument, variables: () => true },
    delay: 0,
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: AnswerQuestionMutationVariables) => {
      requests.push(variables);
      const reply = queue.shift() ?? { id: `a${requests.length}` };
      if (reply instanceof Error) return { errors: [{ message: reply.message, extensions: { code: reply.message } }] };
      return {
        data: {
          answers: {
            __typename: 'AnswersMutation',
            answerQuestion: { __typename: 'AnswerReceipt', id: reply.id, answerReceived: new Date().toISOString(), uploadUrl: reply.uploadUrl ?? null },
          },
        },
      };
    },
  };
  return { mock, requests };
}
