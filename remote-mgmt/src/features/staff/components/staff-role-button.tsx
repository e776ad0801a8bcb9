import { ROLE_STAFF, roleNames } from '@usb/schema/domain';
import { Button } from '@usb/ui/core';
import { fill } from '@usb/contracts/messages';
import { userAdminMessages } from '../../../texts';
import { useChangeRole } from '../../../api/use-change-role';
import type { MgmtUser } from '../../../api/use-search-users';

const staffRoleName = roleNames[ROLE_STAFF] ?? 'StaffRole';

/** Gives or takes StaffRole (what a staff member needs to act as staff) right where the staff is chosen. */
export function StaffRoleButton({ user }: { user: MgmtUser }) {
  const { changeRole, busy } = useChangeRole();
  const held = user.roles.some((role) => role.id === ROLE_STAFF);
  const label = fill(held ? userAdminMessages.removeRole : userAdminMessages.addRole, { role: staffRoleName });
  return (
    <Button size="small" danger={held} disabled={busy} onClick={() => void changeRole(user.id, ROLE_STAFF, !held)}>
      {label}
    </Button>
  );
}
