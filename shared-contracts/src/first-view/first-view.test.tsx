import { render, screen } from '@testing-library/react';
import { captureFirstView, FirstViewFallback } from './index';

/** index.html as the api serves /login: the static frame with the login page's first view. */
function serveLoginPage(): void {
  document.body.innerHTML = '<div id="root"><main><div data-first-view="/login" inert><h2>Log ind</h2><form><input id="identifier"></form></div></main></div>';
}

describe('the first view while the page loads', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('shows the captured view, inert and hidden from assistive technology, on the path it is of, after React replaced the static page', () => {
    window.history.replaceState(null, '', '/login');
    serveLoginPage();
    captureFirstView(document);
    document.body.innerHTML = '';

    const { container } = render(<FirstViewFallback fallback={<p>Indlæser</p>} />);
    expect(screen.getByText('Log ind')).toBeTruthy();
    const view = container.querySelector('[data-first-view="/login"]');
    expect(view?.hasAttribute('inert')).toBe(true);
    expect(view?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText('Indlæser')).toBeNull();
  });

  it('shows the usual fallback on any other path and when the page came without a view', () => {
    window.history.replaceState(null, '', '/login');
    serveLoginPage();
    captureFirstView(document);
    window.history.replaceState(null, '', '/events');
    const { unmount } = render(<FirstViewFallback fallback={<p>Indlæser</p>} />);
    expect(screen.getByText('Indlæser')).toBeTruthy();
    unmount();

    window.history.replaceState(null, '', '/login');
    document.body.innerHTML = '<div id="root"><main></main></div>';
    captureFirstView(document);
    render(<FirstViewFallback fallback={<p>Indlæser</p>} />);
    expect(screen.getByText('Indlæser')).toBeTruthy();
  });
});
