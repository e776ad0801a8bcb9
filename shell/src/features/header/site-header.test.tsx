import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/schema/domain';
import { GetResultOverviewDocument } from '@usb/schema/graphql';
import { sessionStore } from '@usb/contracts/session';
import { renderRoute, setViewportWidth, userWithRoles } from '@usb/contracts/testing';
import { FRAME_MENU_BUTTON_ATTRIBUTE, listenForFrameMenuTaps } from './frame-menu-tap';
import { SiteHeader } from './site-header';

const resultsMock = {
  request: { query: GetResultOverviewDocument },
  result: {
    data: {
      results: { __typename: 'ResultsQuery', getOverview: [{ __typename: 'ResultOverviewItem', path: 'usb-2025', battleName: 'USB 2025', frozenAt: null }] },
    },
  },
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

  it('marks the open page as the current one', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'OM USB' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'FORSIDE' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens a group under the mouse and closes it when the mouse has left', async () => {
    const user = userEvent.setup();
    renderHeader();
    const title = screen.getByRole('button', { name: 'RESULTATER' });
    expect(title.getAttribute('aria-expanded')).toBe('false');
    await user.hover(title);
    expect(title.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('link', { name: 'USB 2025' })).toBeTruthy();
    await user.unhover(title);
    await waitFor(() => expect(title.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByRole('link', { name: 'USB 2025' })).toBeNull();
  });

  it('opens a group by keyboard: Enter toggles it, ArrowDown goes to its first link, Escape closes it on its title', async () => {
    const user = userEvent.setup();
    renderHeader();
    const title = screen.getByRole('button', { name: 'RESULTATER' });
    title.focus();
    await user.keyboard('{Enter}');
    expect(title.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Enter}');
    expect(title.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    const link = await screen.findByRole('link', { name: 'USB 2025' });
    await waitFor(() => expect(document.activeElement).toBe(link));
    await user.keyboard('{Escape}');
    expect(title.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(title);
  });

  it('keeps a group the mouse opened open on the click that follows, and closes it when a click lands elsewhere and when a page opens', async () => {
    const user = userEvent.setup();
    renderHeader();
    const title = screen.getByRole('button', { name: 'RESULTATER' });
    await user.click(title);
    expect(title.getAttribute('aria-expanded')).toBe('true');
    await user.click(title);
    expect(title.getAttribute('aria-expanded')).toBe('false');
    await user.click(title);
    expect(title.getAttribute('aria-expanded')).toBe('true');
    await user.click(document.body);
    expect(title.getAttribute('aria-expanded')).toBe('false');
    await user.click(title);
    await user.click(await screen.findByRole('link', { name: 'USB 2025' }));
    expect(window.location.pathname).toBe('/resultater/usb-2025');
    await waitFor(() => expect(title.getAttribute('aria-expanded')).toBe('false'));
  });

  it('on a phone the drawer is a dialog: Escape closes it and gives the focus back to the menu button', async () => {
    const user = userEvent.setup();
    setViewportWidth(390);
    renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Åbn menu' });
    await user.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'USB' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Luk menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('on a phone a group folds open in the drawer, and choosing a page closes the drawer', async () => {
    const user = userEvent.setup();
    setViewportWidth(390);
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Åbn menu' }));
    const group = await screen.findByRole('button', { name: 'RESULTATER' });
    expect(screen.queryByRole('link', { name: 'USB 2025' })).toBeNull();
    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    await user.click(await screen.findByRole('link', { name: 'USB 2025' }));
    expect(window.location.pathname).toBe('/resultater/usb-2025');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
