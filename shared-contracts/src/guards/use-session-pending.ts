import { useSession } from '@usb/contracts/session';

/**
 * True while a stored token has not been checked yet: the user may well be logged in, so a
 * guard must wait rather than send them to the login page.
 */
export function useSessionPending(): boolean {
  return useSession((state) => state.token !== null && !state.checked);
}
