import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@usb/contracts/graphql-client';
import { BrowserRouter } from '@usb/contracts/router';
import { ConfigProvider, daDK } from '@usb/ui/core';
import { siteTextStyle, siteTheme } from '../config/site';
import { AccessibilityStyles } from './accessibility-styles';

/**
 * What every remote renders inside: the one router, the one Apollo client, and antd with
 * the Danish locale and the site's theme (remotes share the kit, so they inherit both).
 */
export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ConfigProvider locale={daDK} theme={siteTheme}>
      <AccessibilityStyles />
      <div style={siteTextStyle}>
        <ApolloProvider client={client}>
          <BrowserRouter>{children}</BrowserRouter>
        </ApolloProvider>
      </div>
    </ConfigProvider>
  );
}
