import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from '@usb/contracts/router';
import { App, ConfigProvider, daDK } from '@usb/contracts/ui/core';
import PublicRoutes from './app/routes';
import { createDevApolloClient } from './standalone/dev-apollo-client';
import { startDevSession } from './standalone/dev-session';

/**
 * Standalone mount for developing this remote alone (`npm run dev -w @usb/remote-public`).
 * In the composed site the shell renders `./Routes` inside its own router, Apollo client,
 * theme and session, and this file does not run.
 */
const container = document.getElementById('root');
if (container) {
  void startDevSession();
  createRoot(container).render(
    <StrictMode>
      <ConfigProvider locale={daDK}>
        <App>
          <ApolloProvider client={createDevApolloClient()}>
            <BrowserRouter>
              <PublicRoutes />
            </BrowserRouter>
          </ApolloProvider>
        </App>
      </ConfigProvider>
    </StrictMode>,
  );
}
