import { useCallback } from 'react';
import { useApolloClient } from '@usb/contracts/graphql-client';
import { ReleaseLockDocument } from '@usb/schema/graphql';

/**
 * answers.releaseLock: frees the caller's lock at once, so the next corrector need not wait for
 * it to expire. Sent as a keepalive request, so it also gets out while the tab is closing; a
 * failure is of no consequence (the lock then simply expires).
 */
export function useReleaseLock(): (battleTaskAnswerID: string) => void {
  const client = useApolloClient();
  return useCallback(
    (battleTaskAnswerID) => {
      client
        .mutate({ mutation: ReleaseLockDocument, variables: { battleTaskAnswerID }, context: { fetchOptions: { keepalive: true } } })
        .catch(() => undefined);
    },
    [client],
  );
}
