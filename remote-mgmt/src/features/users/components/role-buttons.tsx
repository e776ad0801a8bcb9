import { ROLE_ADMIN, ROLE_STAFF, roleNames } from '@usb/schema/domain';
import { Button, Space } from '@usb/ui/core';
import { Tooltip } from '@usb/ui/data';
import { useSession } from '@usb/contracts/session';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { userAdminMessages } from '../../../texts';
import { useChangeRole } from '../../../api/use-change-role';
import type { MgmtUser } from '../../../api/use-search-users';

const manageableRoles = [ROLE_STAFF, ROLE_ADMIN];

/**
 * One button per role: give it when the user lacks it, take it away when the user holds it. An
 * admin's own AdminRole stays (the api refuses too), so the site never loses its last admin by a slip.
 */
export function RoleButtons({ user }: { user: MgmtUser }) {
  const { changeRole, busy } = useChangeRole();
  const ownID = useSession((state) => state.user?.id);
  return (
    <Space wrap>
      {manageableRoles.map((roleID) => {
        const held = user.roles.some((role) => role.id === roleID);
        const label = fill(held ? userAdminMessages.removeRole : userAdminMessages.addRole, { role: roleNames[roleID] ?? String(roleID) });
        const ownAdmin = held && roleID === ROLE_ADMIN && user.id === ownID;
        const button = (
          <Button key={roleID} size="small" danger={held} disabled={busy || ownAdmin} onClick={() => void changeRole(user.id, roleID, !held)}>
            {label}
          </Button>
        );
        return ownAdmin ? (
          <Tooltip key={roleID} title={mgmtMessages.users.ownAdminRole}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </Space>
  );
}
