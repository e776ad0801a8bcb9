import { useCallback } from 'react';
import { useApolloClient } from '@usb/contracts/graphql-client';
import { RenewLockDocument } from '@usb/schema/graphql';

/**
 * answers.renewLock: extends the caller's lock to now + 120 s and resolves the new lockedUntil;
 * rejects with CONFLICT when the caller no longer holds a live lock.
 */
export function useRenewLock(): (battleTaskAnswerID: string) => Promise<string | null> {
  const client = useApolloClient();
  return useCallback(
    async (battleTaskAnswerID) => {
      const { data } = await client.mutate({ mutation: RenewLockDocument, variables: { battleTaskAnswerID } });
      return data?.answers.renewLock.lockedUntil ?? null;
    },
    [client],
  );
}
