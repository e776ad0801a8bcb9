import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore } from '@usb/contracts/session';
import type { SessionUser } from '@usb/contracts/session';
import { RequireActivated, RequireLogin, RequireRoles } from './index';

const user = (roles: number[], activated = true): SessionUser => ({
  id: '7',
  activated,
  roles: roles.map((id) => ({ id })),
  contactInfo: { firstName: 'Anna', lastName: 'Hansen', fullName: 'Anna Hansen', email: 'anna@example.dk', mobile: '12345678' },
  loginInfo: { userName: 'anna1' },
  patrols: [],
});

function WhereAmI() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function renderAt(url: string, guarded: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/staff/tasks" element={guarded} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

const secret = <div>hemmeligt</div>;

beforeEach(() => sessionStore.setState({ token: null, user: null, checked: true }));

describe('RequireLogin', () => {
  it('sends a logged-out visitor to the login page with the attempted URL', () => {
    renderAt('/staff/tasks?x=1', <RequireLogin>{secret}</RequireLogin>);
    expect(screen.getByTestId('location').textContent).toBe('/login?return=%2Fstaff%2Ftasks%3Fx%3D1');
  });

  it('shows a spinner, not a redirect, while a stored token is being checked', () => {
    sessionStore.setState({ token: 'abc', user: null, checked: false });
    renderAt('/staff/tasks', <RequireLogin>{secret}</RequireLogin>);
    expect(screen.getByTestId('session-pending')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('lets a logged-in user through', () => {
    sessionStore.getState().login('abc', user([]));
    renderAt('/staff/tasks', <RequireLogin>{secret}</RequireLogin>);
    expect(screen.getByText('hemmeligt')).toBeTruthy();
  });
});

describe('RequireActivated', () => {
  it('redirects a logged-in user whose account is not activated to the login page', () => {
    sessionStore.getState().login('abc', user([], false));
    renderAt('/staff/tasks', <RequireActivated>{secret}</RequireActivated>);
    expect(screen.getByTestId('location').textContent).toBe('/login?return=%2Fstaff%2Ftasks');
  });

  it('lets an activated user through', () => {
    sessionStore.getState().login('abc', user([]));
    renderAt('/staff/tasks', <RequireActivated>{secret}</RequireActivated>);
    expect(screen.getByText('hemmeligt')).toBeTruthy();
  });
});

describe('RequireRoles', () => {
  it('denies access when no roles are required at all', () => {
    sessionStore.getState().login('abc', user([1, 2]));
    renderAt('/staff/tasks', <RequireRoles>{secret}</RequireRoles>);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('lets a user with one of anyOf through and sends a user without it home', () => {
    sessionStore.getState().login('abc', user([2]));
    const { unmount } = renderAt('/staff/tasks', <RequireRoles anyOf={[2, 1]}>{secret}</RequireRoles>);
    expect(screen.getByText('hemmeligt')).toBeTruthy();
    unmount();
    sessionStore.getState().setUser(user([]));
    renderAt('/staff/tasks', <RequireRoles anyOf={[2, 1]}>{secret}</RequireRoles>);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('needs every role of allOf', () => {
    sessionStore.getState().login('abc', user([2]));
    renderAt('/staff/tasks', <RequireRoles allOf={[1, 2]}>{secret}</RequireRoles>);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('sends a logged-out visitor to the login page', () => {
    renderAt('/staff/tasks', <RequireRoles anyOf={[1]}>{secret}</RequireRoles>);
    expect(screen.getByTestId('location').textContent).toBe('/login?return=%2Fstaff%2Ftasks');
  });
});
