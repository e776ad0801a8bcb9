import { restPaths, restRequest, type LoginSession } from '@usb/contracts/rest';
import { sessionStore, TOKEN_STORAGE_KEY } from '@usb/contracts/session';

/**
 * A minimal stand-in for the shell's session lifecycle on the standalone dev page: restore the
 * stored token, check it once, and keep local storage in step with the store. Inside the site
 * the shell does all of this (and more); this file is never part of the exposed module.
 */
export async function startDevSession(): Promise<void> {
  sessionStore.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    if (state.token) localStorage.setItem(TOKEN_STORAGE_KEY, state.token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  });
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (!token) {
    sessionStore.getState().setChecked(true);
    return;
  }
  try {
    const result = await restRequest<LoginSession>(restPaths.currentSession, { token });
    if (result.ok && result.data) sessionStore.getState().login(token, result.data.user);
    else sessionStore.getState().logout();
  } catch {
    sessionStore.getState().logout();
  }
}
