import { useCallback } from 'react';
import { useApolloClient } from '@usb/contracts/graphql-client';
import { CorrectAnswerOverridePointsDocument } from '@usb/schema/graphql';
import type { StaffAnswerDetail } from '../lib/question-rows';

/**
 * answers.correctAnswerOverridePoints: the points of the whole task, replacing the sum of the
 * answers and the late penalty; null clears them. Rejects with CONFLICT when the lock is gone.
 */
export function useOverridePoints(): (battleTaskAnswerID: string, points: number | null) => Promise<StaffAnswerDetail | null> {
  const client = useApolloClient();
  return useCallback(
    async (battleTaskAnswerID, points) => {
      const { data } = await client.mutate({ mutation: CorrectAnswerOverridePointsDocument, variables: { battleTaskAnswerID, points } });
      return data?.answers.correctAnswerOverridePoints ?? null;
    },
    [client],
  );
}
