/**
 * Renders a remote's first views at build time (domain/first-views.ts). Runs in node, in the
 * bundle the build's FirstViewsPlugin compiles from the remote's `src/first-views.tsx`; never
 * in a page.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { MemoryRouter } from 'react-router-dom';
import ConfigProvider from 'antd/es/config-provider';
import daDK from 'antd/es/locale/da_DK';
import { SITE_THEME_CLASSES, type FirstViewsDocument } from '@usb/schema/domain';
import { ApolloProvider, createGraphqlCache } from '@usb/contracts/graphql-client';

export interface FirstViewSource {
  /** The page's path, exactly as a reader types it ('/login'). */
  path: string;
  /** The page's component, as the remote's routes render it at that path. */
  element: ReactElement;
  /** True when the page shows components of the forms, pickers, data or table kits. */
  kitStyles: boolean;
}

/** A GraphQL link that never answers: every query stays loading, as on a first load. */
const pendingLink = new ApolloLink(() => new Observable(() => undefined));

/**
 * Each page rendered as it first shows on the site: inside antd with the Danish locale and the
 * site's theme classes (zero runtime, the site's CSS-variable class), a router at its path and
 * a GraphQL client whose queries are all still loading; no one logged in.
 */
export function renderFirstViews(sources: readonly FirstViewSource[]): FirstViewsDocument {
  return {
    views: sources.map(({ path, element, kitStyles }) => {
      const client = new ApolloClient({ link: pendingLink, cache: createGraphqlCache() });
      const html = renderToString(
        <ConfigProvider locale={daDK} theme={SITE_THEME_CLASSES}>
          <ApolloProvider client={client}>
            <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
          </ApolloProvider>
        </ConfigProvider>,
      );
      return { path, html, kitStyles };
    }),
  };
}
