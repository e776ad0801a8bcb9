import { useEffect, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { restPaths, restRequest, type LoginSession } from '@usb/schema/rest';
import { sessionStore, TOKEN_STORAGE_KEY } from '@usb/contracts/session';

/** Asks the api whether a stored token is still a session, and puts the answer in the store. */
async function restoreSession(token: string): Promise<void> {
  sessionStore.setState({ token, user: null, checked: false });
  const result = await restRequest<LoginSession>(restPaths.currentSession, { token }).catch(() => null);
  if (sessionStore.getState().token !== token) return;
  if (result?.ok && result.data) sessionStore.getState().login(token, result.data.user);
  else sessionStore.getState().logout();
}

/**
 * The dev page's small share of the shell's session work. It keeps the token in local storage
 * (so a reload stays logged in), resets the cache when the token changes, and restores a
 * stored token at start. It first makes one GET to the api: the page itself comes from the
 * dev server, so until the api has answered once it has no XSRF cookie, and every POST
 * (GraphQL included) would be refused. True once that and the session check are done.
 */
export function useDevSession(client: ApolloClient): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let active = true;
    const unsubscribe = sessionStore.subscribe((state, previous) => {
      if (state.token === previous.token) return;
      if (state.token) window.localStorage.setItem(TOKEN_STORAGE_KEY, state.token);
      else window.localStorage.removeItem(TOKEN_STORAGE_KEY);
      void client.resetStore().catch(() => undefined);
    });
    const start = async (): Promise<void> => {
      await restRequest(restPaths.health).catch(() => null);
      const token = window.localStorage.getItem(TOKEN_STORAGE_KEY);
      if (token) await restoreSession(token);
      else sessionStore.getState().logout();
      if (active) setReady(true);
    };
    void start();
    return () => {
      active = false;
      unsubscribe();
    };
  }, [client]);

  return ready;
}
