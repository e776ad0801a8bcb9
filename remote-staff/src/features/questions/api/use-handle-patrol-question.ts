import { useMutation } from '@usb/contracts/graphql-client';
import { AnswerPatrolQuestionDocument, ClosePatrolQuestionDocument, type PatrolQuestionVisibility } from '@usb/schema/graphql';

/** PatrolQuestions.answer and close for one open question; each rejects on any error (CONFLICT when someone was first). */
export function useHandlePatrolQuestion(patrolQuestionID: string) {
  const [answerMutation, answering] = useMutation(AnswerPatrolQuestionDocument);
  const [closeMutation, closing] = useMutation(ClosePatrolQuestionDocument);
  return {
    answer: async (text: string, visibility: PatrolQuestionVisibility) => {
      await answerMutation({ variables: { patrolQuestionID, text, visibility } });
    },
    close: async () => {
      await closeMutation({ variables: { patrolQuestionID } });
    },
    busy: answering.loading || closing.loading,
  };
}
