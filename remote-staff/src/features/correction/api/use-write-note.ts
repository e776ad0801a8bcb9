import { useCallback } from 'react';
import { useApolloClient } from '@usb/contracts/graphql-client';
import { WriteCorrectionNoteDocument } from '@usb/schema/graphql';
import type { StaffAnswerDetail } from '../lib/question-rows';

/**
 * answers.writeCorrectionNote: the note to the patrol, saved with the points under the caller's
 * lock; empty clears it. Rejects with CONFLICT when the lock is gone.
 */
export function useWriteNote(): (battleTaskAnswerID: string, note: string) => Promise<StaffAnswerDetail | null> {
  const client = useApolloClient();
  return useCallback(
    async (battleTaskAnswerID, note) => {
      const { data } = await client.mutate({ mutation: WriteCorrectionNoteDocument, variables: { battleTaskAnswerID, note } });
      return data?.answers.writeCorrectionNote ?? null;
    },
    [client],
  );
}
