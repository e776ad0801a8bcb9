import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { BrowserRouter, Route, Routes, useLocation } from '@usb/contracts/router';

/** Shows where the app navigated to, so tests can assert redirects the way a user sees them. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders one screen at `url` matched by `path`, inside a real router and a mocked Apollo
 * link; every other URL renders the location probe.
 */
export function renderRoute(
  url: string,
  path: string,
  element: ReactElement,
  mocks: MockedProviderProps['mocks'] = [],
): RenderResult {
  window.history.replaceState(null, '', url);
  return render(
    <MockedProvider mocks={mocks}>
      <BrowserRouter>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </BrowserRouter>
    </MockedProvider>,
  );
}
