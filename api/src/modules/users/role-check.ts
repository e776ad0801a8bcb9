/**
 * The api's one role check (docs/authorization.md): a service asks here whether a caller holds a
 * role, and AdminRole passes every role check. What a role may do on top (a battle's own staff)
 * is each service's rule.
 */
import { ROLE_ADMIN } from '@usb/schema/domain';
import { ApiError } from '../../errors';
import type { UserRecord } from './users-repository';

type Caller = Pick<UserRecord, 'roles'>;

/** Whether the user holds the role; AdminRole passes every role check. */
export function holdsRole(user: Caller, roleId: number): boolean {
  return user.roles.includes(roleId) || user.roles.includes(ROLE_ADMIN);
}

/** Whether the caller is an admin; false without a caller. */
export function isAdmin(caller: Caller | null): boolean {
  return caller !== null && holdsRole(caller, ROLE_ADMIN);
}

/** FORBIDDEN for anyone but an admin. */
export function requireAdmin(caller: Caller): void {
  if (!isAdmin(caller)) throw new ApiError('FORBIDDEN');
}
