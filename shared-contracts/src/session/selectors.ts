import type { SessionState } from './session-store';

/** Logged in: the session has a token (docs/accounts.md, sessions). */
export const isLoggedIn = (state: Pick<SessionState, 'token'>): boolean => state.token !== null;

/** Activated: the session's user is activated. */
export const isActivated = (state: Pick<SessionState, 'user'>): boolean => state.user?.activated === true;

/** Whether the user holds at least one of the role ids; a user without roles holds none. */
export function hasAnyRole(state: Pick<SessionState, 'user'>, roleIds: readonly number[]): boolean {
  const held = state.user?.roles ?? [];
  return held.some((role) => roleIds.includes(role.id));
}

/** Whether the user holds every one of the role ids. */
export function hasAllRoles(state: Pick<SessionState, 'user'>, roleIds: readonly number[]): boolean {
  const held = new Set((state.user?.roles ?? []).map((role) => role.id));
  return roleIds.every((id) => held.has(id));
}

/**
 * The role guard's rule (docs/authorization.md): route data lists roles that must all be held
 * and/or roles of which at least one must be held. With no route data, access is denied.
 */
export interface RoleRequirement {
  allOf?: readonly number[];
  anyOf?: readonly number[];
}

export function passesRoleGuard(state: Pick<SessionState, 'user'>, requirement: RoleRequirement | undefined): boolean {
  if (!requirement || (!requirement.allOf?.length && !requirement.anyOf?.length)) return false;
  if (requirement.allOf?.length && !hasAllRoles(state, requirement.allOf)) return false;
  if (requirement.anyOf?.length && !hasAnyRole(state, requirement.anyOf)) return false;
  return true;
}
