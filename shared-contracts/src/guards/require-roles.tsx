import type { ReactNode } from 'react';
import { Navigate } from '@usb/contracts/router';
import { isLoggedIn, passesRoleGuard, useSession } from '@usb/contracts/session';
import { SessionPending } from './session-pending';
import { useLoginRedirect } from './use-login-redirect';
import { useSessionPending } from './use-session-pending';

export interface RequireRolesProps {
  /** Role ids that must all be held. */
  allOf?: readonly number[];
  /** Role ids of which at least one must be held. */
  anyOf?: readonly number[];
  children: ReactNode;
}

/**
 * The role guard (docs/authorization.md): all of `allOf` and at least one of `anyOf`; with no
 * requirement at all, access is denied. Not logged in: to the login page with a return URL.
 * Logged in without the roles: to the home page.
 */
export function RequireRoles({ allOf, anyOf, children }: RequireRolesProps) {
  const pending = useSessionPending();
  const loggedIn = useSession(isLoggedIn);
  const userLoading = useSession((state) => state.token !== null && state.user === null);
  const allowed = useSession((state) => passesRoleGuard(state, { allOf, anyOf }));
  const loginUrl = useLoginRedirect();
  if (pending || (userLoading && !allowed)) return <SessionPending />;
  if (!loggedIn) return <Navigate to={loginUrl} replace />;
  if (!allowed) return <Navigate to="/" replace />;
  return <>{children}</>;
}
