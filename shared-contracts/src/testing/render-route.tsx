import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { createGraphqlCache } from '@usb/contracts/graphql-client';
import { BrowserRouter, Route, Routes, useLocation } from '@usb/contracts/router';
import { ConfigProvider, daDK } from '@usb/ui/core';

/** Shows where the app navigated to, so tests can assert redirects the way a user sees them. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders one screen at `url` matched by `path` as the shell would: antd with the Danish
 * locale, a real router, and Apollo's MockedProvider (the network boundary) over the site's
 * cache, with its generated possibleTypes and namespace merges. Any URL the route does not
 * match renders the location probe (test id 'location') instead. antd runs with zeroRuntime, as
 * on the site: it injects no style tags, so jsdom's getComputedStyle (Testing Library's
 * visibility and user-event's pointer-events checks, on every click and keystroke) has no
 * stylesheets to match; with antd's runtime styles a form test spent half its time there.
 */
export function renderRoute(url: string, path: string, element: ReactElement, mocks: MockedProviderProps['mocks'] = []): RenderResult {
  window.history.replaceState(null, '', url);
  return render(
    <ConfigProvider locale={daDK} theme={{ zeroRuntime: true }}>
      <MockedProvider mocks={mocks} cache={createGraphqlCache()}>
        <BrowserRouter>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </BrowserRouter>
      </MockedProvider>
    </ConfigProvider>,
  );
}
