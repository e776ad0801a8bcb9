import type { ReactNode } from 'react';
import { Navigate } from '@usb/contracts/router';
import { isLoggedIn, useSession } from '@usb/contracts/session';
import { SessionPending } from './session-pending';
import { useLoginRedirect } from './use-login-redirect';
import { useSessionPending } from './use-session-pending';

/** Lets logged-in users through; others go to /login?return=<attempted URL> (docs/authorization.md). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const pending = useSessionPending();
  const loggedIn = useSession(isLoggedIn);
  const loginUrl = useLoginRedirect();
  if (pending) return <SessionPending />;
  if (!loggedIn) return <Navigate to={loginUrl} replace />;
  return <>{children}</>;
}
