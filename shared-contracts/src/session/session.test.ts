import { hasAllRoles, hasAnyRole, isActivated, isLoggedIn, passesRoleGuard } from './selectors';
import { sessionStore } from './session-store';
import type { SessionUser } from '@usb/schema/rest';

const user = (roleIds: number[], activated = true): SessionUser => ({
  id: '1',
  activated,
  roles: roleIds.map((id) => ({ id })),
  contactInfo: { firstName: 'A', lastName: 'B', fullName: 'A B', email: 'a@b.dk', mobile: '12345678' },
  loginInfo: { userName: 'abcde' },
  patrols: [],
});

describe('session store', () => {
  beforeEach(() => sessionStore.setState({ token: null, user: null, checked: false }));

  it('login keeps token and user and counts as checked once the user is known', () => {
    sessionStore.getState().login('t', user([]));
    expect(sessionStore.getState()).toMatchObject({ token: 't', checked: true });
    sessionStore.getState().login('u', null);
    expect(sessionStore.getState()).toMatchObject({ token: 'u', user: null, checked: false });
  });

  it('logout forgets token and user', () => {
    sessionStore.getState().login('t', user([1]));
    sessionStore.getState().logout();
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, checked: true });
  });
});

describe('selectors', () => {
  it('logged in means a token; activated means an activated user', () => {
    expect(isLoggedIn({ token: null })).toBe(false);
    expect(isLoggedIn({ token: 'x' })).toBe(true);
    expect(isActivated({ user: null })).toBe(false);
    expect(isActivated({ user: user([], false) })).toBe(false);
    expect(isActivated({ user: user([]) })).toBe(true);
  });

  it('role checks by id; a user without roles holds none', () => {
    expect(hasAnyRole({ user: user([]) }, [1, 2])).toBe(false);
    expect(hasAnyRole({ user: user([2]) }, [1, 2])).toBe(true);
    expect(hasAllRoles({ user: user([2]) }, [1, 2])).toBe(false);
    expect(hasAllRoles({ user: user([1, 2]) }, [1, 2])).toBe(true);
  });

  it('the role guard denies without a requirement and needs allOf and anyOf together', () => {
    const admin = { user: user([1]) };
    expect(passesRoleGuard(admin, undefined)).toBe(false);
    expect(passesRoleGuard(admin, {})).toBe(false);
    expect(passesRoleGuard(admin, { allOf: [], anyOf: [] })).toBe(false);
    expect(passesRoleGuard(admin, { anyOf: [2, 1] })).toBe(true);
    expect(passesRoleGuard(admin, { allOf: [1], anyOf: [2] })).toBe(false);
    expect(passesRoleGuard({ user: user([1, 2]) }, { allOf: [1], anyOf: [2] })).toBe(true);
  });
});
