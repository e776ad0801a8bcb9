import { useCallback } from 'react';
import { useApolloClient } from '@usb/contracts/graphql-client';
import { GetCurrentUserDocument } from '@usb/schema/graphql';
import { sessionStore } from '@usb/contracts/session';

/**
 * Reloads the current user from the api into the session store (after activation the user
 * must show as activated at once). A failed reload keeps the old user: the
 * shell's own session check corrects it later.
 */
export function useRefreshCurrentUser(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    try {
      const { data } = await client.query({ query: GetCurrentUserDocument, fetchPolicy: 'network-only' });
      if (data) sessionStore.getState().setUser(data.users.getCurrent);
    } catch {
      // Keep the old user; see above.
    }
  }, [client]);
}
