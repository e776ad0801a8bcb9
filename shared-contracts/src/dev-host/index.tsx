import { useEffect, type ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { GRAPHQL_PATH } from '@usb/contracts/graphql';
import { restPaths, restRequest, TOKEN_HEADER, type LoginSession } from '@usb/contracts/rest';
import { BrowserRouter, Route, Routes } from '@usb/contracts/router';
import { sessionStore, TOKEN_STORAGE_KEY } from '@usb/contracts/session';
import { ConfigProvider, daDK, Layout } from '@usb/contracts/ui/core';

dayjs.locale('da');

/**
 * A remote's own page for `npm run dev` (the site itself is the shell), shared by every
 * remote's bootstrap. A minimal host: the Danish antd setup, an Apollo client with the stored
 * token, and one session check, so the routes and their guards behave as under the shell. Log
 * in on the site (same origin through the dev server's proxy) and the stored token is picked
 * up here. Never loaded in the composed site: the shell mounts only a remote's ./Routes.
 */
const client = new ApolloClient({
  cache: new InMemoryCache(),
  link: new HttpLink({
    uri: GRAPHQL_PATH,
    fetch: (input, init) => {
      const token = window.localStorage.getItem(TOKEN_STORAGE_KEY);
      const headers = new Headers(init?.headers);
      if (token) headers.set(TOKEN_HEADER, token);
      return fetch(input, { ...init, headers });
    },
  }),
});

function useDevSession(): void {
  useEffect(() => {
    const token = window.localStorage.getItem(TOKEN_STORAGE_KEY);
    if (!token) {
      sessionStore.getState().logout();
      return;
    }
    sessionStore.setState({ token, checked: false });
    void restRequest<LoginSession>(restPaths.currentSession, { token })
      .then((result) => {
        if (result.ok && result.data) sessionStore.getState().login(token, result.data.user);
        else sessionStore.getState().logout();
      })
      .catch(() => sessionStore.getState().logout());
  }, []);
}

/** Mounts a remote's routes at its route prefix (e.g. '/staff/*'), as the shell would. */
export function DevHost({ mountPath, children }: { mountPath: string; children: ReactNode }) {
  useDevSession();
  return (
    <ConfigProvider locale={daDK}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <Layout.Content style={{ padding: 24 }}>
            <Routes>
              <Route path={mountPath} element={children} />
            </Routes>
          </Layout.Content>
        </BrowserRouter>
      </ApolloProvider>
    </ConfigProvider>
  );
}
