/** The page's one session: store, selectors and the user shape. */
export { sessionStore, TOKEN_STORAGE_KEY, type SessionState } from './session-store';
export { isLoggedIn, isActivated, hasAnyRole, hasAllRoles, passesRoleGuard, type RoleRequirement } from './selectors';
export type { SessionUser } from '@usb/schema/rest';
export { useSession } from './use-session';
