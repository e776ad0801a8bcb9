import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { BrowserRouter, Route, Routes, useLocation } from '@usb/contracts/router';

/** Shows where the app navigated to, so tests can assert navigation the way a user sees it. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders `element` at `url` matched by `path`, inside a real router and a mocked Apollo link
 * (the network boundary); the location probe shows the current URL beside it.
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
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </BrowserRouter>
    </MockedProvider>,
  );
}
