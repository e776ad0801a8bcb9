import type { SessionUser } from '@usb/contracts/session';

/** A logged-in user (7, Mette Hansen) who has not activated the account, with no roles or patrols. */
export const testUser: SessionUser = {
  id: '7',
  activated: false,
  roles: [],
  contactInfo: {
    firstName: 'Mette',
    lastName: 'Hansen',
    fullName: 'Mette Hansen',
    email: 'mette@example.dk',
    mobile: '12345678',
  },
  loginInfo: { userName: 'mette01' },
  patrols: [],
};

/** testUser, activated, as a member of patrol p1 in battle b1 (who may answer that battle's tasks). */
export const patrolMember: SessionUser = { ...testUser, activated: true, patrols: [{ id: 'p1', battleID: 'b1' }] };

/** testUser, activated, holding the given role ids (ROLE_STAFF, ROLE_ADMIN of @usb/schema/domain). */
export function userWithRoles(...roleIds: number[]): SessionUser {
  return { ...testUser, activated: true, roles: roleIds.map((id) => ({ id })) };
}
