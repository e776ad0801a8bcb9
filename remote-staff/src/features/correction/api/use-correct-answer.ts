import { useCallback } from 'react';
import { useApolloClient } from '@usb/contracts/graphql-client';
import { CorrectAnswerDocument } from '@usb/schema/graphql';
import type { StaffAnswerDetail } from '../lib/question-rows';

/**
 * answers.correctAnswer: sets (or with null clears) one answer's points under the caller's
 * lock. Resolves the task answer with its new totals; rejects with CONFLICT when the lock is gone.
 */
export function useCorrectAnswer(): (answerID: string, points: number | null) => Promise<StaffAnswerDetail | null> {
  const client = useApolloClient();
  return useCallback(
    async (answerID, points) => {
      const { data } = await client.mutate({ mutation: CorrectAnswerDocument, variables: { answerID, points } });
      return data?.answers.correctAnswer ?? null;
    },
    [client],
  );
}
