import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/contracts/domain';
import { GetResultOverviewDocument } from '@usb/contracts/graphql';
import { sessionStore } from '@usb/contracts/session';
import { renderRoute, setViewportWidth, userWithRoles } from '@usb/contracts/testing';
import { FRAME_MENU_BUTTON_ATTRIBUTE, listenForFrameMenuTaps } from './frame-menu-tap';
import { SiteHeader } from './site-header';

const resultsMock = {
  request: { query: GetResultOverviewDocument },
  result: { data: { results: { __typename: 'ResultsQuery', getOverview: [] } } },
};

/** The header on every URL, as the site layout shows it. */
const renderHeader = () => renderRoute(window.location.pathname, '*', <SiteHeader />, [resultsMock]);

beforeEach(() => {
  setViewportWidth(1280);
  window.history.pushState({}, '', '/om');
  sessionStore.setState({ token: null, user: null, checked: true });
});

describe('site header', () => {
  it('shows the main menu and the logged-out login menu', () => {
    renderHeader();
    for (const label of ['FORSIDE', 'OM USB', 'PRAKTISK AFVIKLING', 'RESULTATER', 'MÆRKEBESTILLING', 'KONTAKT', 'EVENTS', 'Opret Bruger', 'Log ind']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(screen.queryByText('Stab')).toBeNull();
    expect(screen.queryByText('Administration')).toBeNull();
    expect(screen.queryByText('Log ud')).toBeNull();
  });

  it("shows 'Stab' to staff and the administration menu only to admins", () => {
    sessionStore.getState().login('tok', userWithRoles(ROLE_STAFF));
    const { unmount } = renderHeader();
    expect(screen.getAllByText('Stab').length).toBeGreaterThan(0);
    expect(screen.queryByText('Administration')).toBeNull();
    unmount();

    sessionStore.getState().setUser(userWithRoles(ROLE_ADMIN));
    renderHeader();
    expect(screen.getAllByText('Administration').length).toBeGreaterThan(0);
    expect(screen.queryByText('Stab')).toBeNull();
  });

  it("logs out with DELETE /api/auth/current and goes to '/'", async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 204, text: async () => '' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    sessionStore.getState().login('tok-9', userWithRoles());
    renderHeader();
    await userEvent.click(screen.getAllByText('Log ud')[0] as HTMLElement);
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/current',
      expect.objectContaining({ method: 'DELETE', headers: expect.objectContaining({ 'x-auth-token': 'tok-9' }) }),
    );
    expect(window.location.pathname).toBe('/');
  });

  it('folds both menus into a drawer on a phone', async () => {
    setViewportWidth(390);
    renderHeader();
    expect(screen.queryByText('OM USB')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Åbn menu' }));
    expect(await screen.findByText('OM USB')).toBeTruthy();
    expect(screen.getByText('Log ind')).toBeTruthy();
  });

  it("opens the drawer at once when the page's static menu button was tapped before React took over", async () => {
    setViewportWidth(390);
    const frameButton = document.createElement('button');
    frameButton.setAttribute(FRAME_MENU_BUTTON_ATTRIBUTE, '');
    document.body.append(frameButton);
    listenForFrameMenuTaps(document);
    await userEvent.click(frameButton);
    frameButton.remove();

    const { unmount } = renderHeader();
    expect(await screen.findByText('OM USB')).toBeTruthy();
    unmount();

    // The tap is answered once: the next header starts with its drawer closed.
    renderHeader();
    expect(screen.queryByText('OM USB')).toBeNull();
  });
});
