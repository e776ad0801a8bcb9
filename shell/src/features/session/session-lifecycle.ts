import { emit } from '@usb/contracts/events';
import type { RestResult, LoginSession } from '@usb/schema/rest';
import { sessionStore, TOKEN_STORAGE_KEY, type SessionUser } from '@usb/contracts/session';
import { timings } from '@usb/schema/domain';
import { emptyUser } from './empty-user';

export interface SessionLifecycleDeps {
  storage: Storage;
  /** GET /api/auth/current with the token. */
  checkSession: (token: string) => Promise<RestResult<LoginSession>>;
  /** users.getCurrent over GraphQL; rejects or gives null when it cannot be loaded. */
  loadCurrentUser: () => Promise<SessionUser | null>;
  /** Resets the Apollo cache (after login, logout and a failed session check). */
  resetCache: () => Promise<unknown>;
}

/**
 * Puts the stored token into the store, not yet checked (or marks a visitor as checked), and
 * returns it. The shell does this before React first renders, so a guarded screen that renders
 * at once (its remote already loaded) waits for the check instead of sending a logged-in user
 * to the login page; startSessionLifecycle then checks the token.
 */
export function restoreStoredToken(storage: Pick<Storage, 'getItem'>): string | null {
  const initial = storage.getItem(TOKEN_STORAGE_KEY);
  sessionStore.setState(initial ? { token: initial, user: null, checked: false } : { token: null, user: null, checked: true });
  return initial;
}

/**
 * The session lifecycle (docs/accounts.md, sessions), owned by the shell. Remotes only call
 * sessionStore.login/logout; this reacts to every token change: it persists the token under
 * localStorage 'token', emits bus 'token-changed', resets the Apollo cache and refreshes the
 * current user 50 ms after a token appears. It restores the stored token on start and checks
 * it; a 401 logs out and removes it; a token change in another tab refreshes the session.
 * Returns the function that stops it.
 */
export function startSessionLifecycle(deps: SessionLifecycleDeps): () => void {
  const { storage } = deps;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  // A session check that fails for another reason than 401 logs out on this page only: the
  // stored token stays for the next page load (only a 401 removes it).
  let keepStoredToken = false;

  const refreshCurrentUser = async (token: string): Promise<void> => {
    const user = await deps.loadCurrentUser().catch(() => null);
    if (sessionStore.getState().token === token) sessionStore.getState().setUser(user ?? emptyUser);
  };

  const check = async (token: string): Promise<void> => {
    const result = await deps.checkSession(token).catch((): RestResult<LoginSession> => ({ status: 0, ok: false, data: null }));
    if (sessionStore.getState().token !== token) return;
    if (result.ok && result.data) {
      sessionStore.getState().login(token, result.data.user);
      return;
    }
    keepStoredToken = result.status !== 401;
    sessionStore.getState().logout();
    keepStoredToken = false;
  };

  const initial = restoreStoredToken(storage);
  if (initial) void check(initial);

  const unsubscribe = sessionStore.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    if (state.token) storage.setItem(TOKEN_STORAGE_KEY, state.token);
    else if (!keepStoredToken) storage.removeItem(TOKEN_STORAGE_KEY);
    emit('token-changed', { token: state.token });
    void deps.resetCache().catch(() => undefined);
    clearTimeout(refreshTimer);
    const token = state.token;
    if (token) refreshTimer = setTimeout(() => void refreshCurrentUser(token), timings.currentUserRefreshDelay);
  });

  const onStorage = (event: StorageEvent): void => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    const token = storage.getItem(TOKEN_STORAGE_KEY);
    if (token === sessionStore.getState().token) return;
    if (!token) {
      sessionStore.getState().logout();
      return;
    }
    sessionStore.setState({ token, user: null, checked: false });
    void check(token);
  };
  window.addEventListener('storage', onStorage);

  return () => {
    unsubscribe();
    clearTimeout(refreshTimer);
    window.removeEventListener('storage', onStorage);
  };
}
