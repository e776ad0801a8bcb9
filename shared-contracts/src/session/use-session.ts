import { useStore } from 'zustand';
import { sessionStore, type SessionState } from './session-store';

/** React hook on the shared session store, with a selector. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
