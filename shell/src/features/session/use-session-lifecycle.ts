import { useEffect } from 'react';
import { useApolloClient } from '@usb/contracts/graphql-client';
import { GetCurrentUserDocument } from '@usb/schema/graphql';
import { restPaths, restRequest, type LoginSession } from '@usb/schema/rest';
import { startSessionLifecycle } from './session-lifecycle';

/** Runs the session lifecycle for the page's lifetime, wired to the real api and Apollo cache. */
export function useSessionLifecycle(): void {
  const client = useApolloClient();
  useEffect(
    () =>
      startSessionLifecycle({
        storage: window.localStorage,
        checkSession: (token) => restRequest<LoginSession>(restPaths.currentSession, { token }),
        loadCurrentUser: async () => {
          const result = await client.query({ query: GetCurrentUserDocument, fetchPolicy: 'network-only' });
          return result.data?.users.getCurrent ?? null;
        },
        resetCache: () => client.resetStore(),
      }),
    [client],
  );
}
