import { createStore } from 'zustand/vanilla';
import type { SessionUser } from '@usb/schema/rest';

/** Local storage key of the session token (the shell keeps it there between visits). */
export const TOKEN_STORAGE_KEY = 'token';

export interface SessionState {
  /** The login token; null when logged out. */
  token: string | null;
  /** The current user; null until loaded, or when logged out. */
  user: SessionUser | null;
  /** True once the session check that follows start-up or a token change has answered. */
  checked: boolean;
  /** Stores a fresh login (token and user), as after POST /api/auth or sign-up. */
  login: (token: string, user: SessionUser | null) => void;
  /** Forgets the token and the user. */
  logout: () => void;
  setUser: (user: SessionUser | null) => void;
  setChecked: (checked: boolean) => void;
}

/**
 * The one session store of the page. The shell persists the token and keeps the user fresh;
 * remotes read it and call login/logout. Shared as a singleton so every remote sees it.
 */
export const sessionStore = createStore<SessionState>()((set) => ({
  token: null,
  user: null,
  checked: false,
  login: (token, user) => set({ token, user, checked: user !== null }),
  logout: () => set({ token: null, user: null, checked: true }),
  setUser: (user) => set({ user }),
  setChecked: (checked) => set({ checked }),
}));
