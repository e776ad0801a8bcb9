import { on } from '@usb/contracts/events';
import type { LoginSession, RestResult } from '@usb/schema/rest';
import { sessionStore, type SessionUser } from '@usb/contracts/session';
import { emptyUser } from './empty-user';
import { restoreStoredToken, startSessionLifecycle, type SessionLifecycleDeps } from './session-lifecycle';

const anna: SessionUser = { ...emptyUser, id: '7', activated: true, roles: [{ id: 2 }], loginInfo: { userName: 'anna1' } };

const answer = (status: number, data: LoginSession | null): RestResult<LoginSession> => ({ status, ok: status < 400, data });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function deps(overrides: Partial<SessionLifecycleDeps> = {}) {
  return {
    storage: window.localStorage,
    checkSession: jest.fn(async (token: string) => answer(200, { token, user: anna })),
    loadCurrentUser: jest.fn(async () => anna),
    resetCache: jest.fn(async () => undefined),
    ...overrides,
  };
}

let stop: () => void = () => undefined;
const tokenEvents: (string | null)[] = [];
let offBus: () => void = () => undefined;

beforeEach(() => {
  window.localStorage.clear();
  sessionStore.setState({ token: null, user: null, checked: false });
  tokenEvents.length = 0;
  offBus = on('token-changed', ({ token }) => tokenEvents.push(token));
});

afterEach(() => {
  stop();
  offBus();
  jest.useRealTimers();
});

describe('session lifecycle', () => {
  it('restores the stored token on start and takes the user from the session check', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const d = deps();
    stop = startSessionLifecycle(d);
    expect(sessionStore.getState()).toMatchObject({ token: 'tok-1', checked: false });
    await flush();
    expect(d.checkSession).toHaveBeenCalledWith('tok-1');
    expect(sessionStore.getState()).toMatchObject({ token: 'tok-1', user: anna, checked: true });
  });

  it('restores the stored token before the first render, unchecked, without asking the api or emitting', () => {
    window.localStorage.setItem('token', 'tok-2');
    expect(restoreStoredToken(window.localStorage)).toBe('tok-2');
    expect(sessionStore.getState()).toMatchObject({ token: 'tok-2', user: null, checked: false });
    expect(tokenEvents).toEqual([]);

    window.localStorage.clear();
    expect(restoreStoredToken(window.localStorage)).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, checked: true });
  });

  it('logs out, removes the stored token and resets the cache when the check answers 401', async () => {
    window.localStorage.setItem('token', 'old');
    const d = deps({ checkSession: jest.fn(async () => answer(401, null)) });
    stop = startSessionLifecycle(d);
    await flush();
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, checked: true });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(d.resetCache).toHaveBeenCalledTimes(1);
    expect(tokenEvents).toEqual([null]);
  });

  it('treats a failed check (not 401) as logged out but keeps the stored token', async () => {
    window.localStorage.setItem('token', 'tok-1');
    stop = startSessionLifecycle(deps({ checkSession: jest.fn(async () => answer(503, null)) }));
    await flush();
    expect(sessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('tok-1');
  });

  it('on login stores the token, emits token-changed, resets the cache and refreshes the user after 50 ms', async () => {
    jest.useFakeTimers();
    const d = deps({ loadCurrentUser: jest.fn(async () => ({ ...anna, activated: false })) });
    stop = startSessionLifecycle(d);
    sessionStore.getState().login('fresh', anna);
    expect(window.localStorage.getItem('token')).toBe('fresh');
    expect(tokenEvents).toEqual(['fresh']);
    expect(d.resetCache).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(49);
    expect(d.loadCurrentUser).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(d.loadCurrentUser).toHaveBeenCalledTimes(1);
    await jest.runAllTimersAsync();
    expect(sessionStore.getState().user?.activated).toBe(false);
  });

  it('uses an empty user when the current user cannot be loaded', async () => {
    jest.useFakeTimers();
    stop = startSessionLifecycle(deps({ loadCurrentUser: jest.fn(async () => Promise.reject(new Error('network'))) }));
    sessionStore.getState().login('fresh', anna);
    await jest.advanceTimersByTimeAsync(50);
    expect(sessionStore.getState().user).toEqual(emptyUser);
  });

  it('on logout removes the stored token and resets the cache', () => {
    window.localStorage.setItem('token', 'tok-1');
    sessionStore.setState({ token: 'tok-1', user: anna, checked: true });
    const resetCache = jest.fn(async () => undefined);
    stop = startSessionLifecycle(deps({ resetCache }));
    expect(resetCache).not.toHaveBeenCalled();
    sessionStore.getState().logout();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(resetCache).toHaveBeenCalledTimes(1);
    expect(tokenEvents).toEqual([null]);
  });

  it('refreshes the session when another tab changes the token', async () => {
    const d = deps();
    stop = startSessionLifecycle(d);
    window.localStorage.setItem('token', 'other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'other-tab' }));
    expect(sessionStore.getState()).toMatchObject({ token: 'other-tab', checked: false });
    await flush();
    expect(d.checkSession).toHaveBeenCalledWith('other-tab');
    expect(sessionStore.getState()).toMatchObject({ token: 'other-tab', user: anna, checked: true });

    window.localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(sessionStore.getState().token).toBeNull();
  });
});
