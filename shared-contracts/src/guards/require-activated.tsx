import type { ReactNode } from 'react';
import { Navigate } from '@usb/contracts/router';
import { isActivated, isLoggedIn, useSession } from '@usb/contracts/session';
import { SessionPending } from './session-pending';
import { useLoginRedirect } from './use-login-redirect';
import { useSessionPending } from './use-session-pending';

/**
 * Lets users with an activated account through; others go to /login?return=<attempted URL>,
 * as the activated-account guard must (docs/accounts.md). Waits while the user is loading.
 */
export function RequireActivated({ children }: { children: ReactNode }) {
  const pending = useSessionPending();
  const loggedIn = useSession(isLoggedIn);
  const userLoading = useSession((state) => state.token !== null && state.user === null);
  const activated = useSession(isActivated);
  const loginUrl = useLoginRedirect();
  if (pending || (userLoading && !activated)) return <SessionPending />;
  if (!loggedIn || !activated) return <Navigate to={loginUrl} replace />;
  return <>{children}</>;
}
