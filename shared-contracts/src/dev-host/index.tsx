import { useState, type ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { ApolloProvider } from '@apollo/client/react';
import { createGraphqlClient } from '@usb/contracts/graphql-client';
import { BrowserRouter, Route, Routes } from '@usb/contracts/router';
import { ConfigProvider, daDK, Divider, Layout, Spin } from '@usb/ui/core';
import { DevLoginBar } from './dev-login-bar';
import { useDevSession } from './use-dev-session';

dayjs.locale('da');

/**
 * A remote's own page for `npm run dev` (the site itself is the shell), shared by every
 * remote's bootstrap. A minimal host: the Danish antd setup, the site's GraphQL client, a
 * login bar and the session kept in local storage, so the routes and their guards, queries and
 * mutations behave as under the shell, against the api the dev server proxies. Never loaded in
 * the composed site: the shell mounts only a remote's ./Routes.
 */
export function DevHost({ mountPath, children }: { mountPath: string; children: ReactNode }) {
  const [client] = useState(() => createGraphqlClient());
  const ready = useDevSession(client);
  return (
    <ConfigProvider locale={daDK}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <Layout.Content style={{ padding: 24 }}>
            {ready ? (
              <>
                <DevLoginBar />
                <Divider />
                <Routes>
                  <Route path={mountPath} element={children} />
                  {/* Elsewhere (the guards' /login) the login bar above is the page. */}
                  <Route path="*" element={null} />
                </Routes>
              </>
            ) : (
              <Spin />
            )}
          </Layout.Content>
        </BrowserRouter>
      </ApolloProvider>
    </ConfigProvider>
  );
}
