import { ROLE_ADMIN, ROLE_STAFF, roleNames } from '@usb/contracts/domain';
import { Button, Space } from '@usb/contracts/ui/core';
import { messages } from '@usb/contracts/messages';
import type { AdminUser } from '../api/use-search-users';

const manageableRoles = [ROLE_STAFF, ROLE_ADMIN];

/** One button per role: give it when the user lacks it, take it away when the user holds it. */
export function RoleButtons({ user, busy, onChange }: { user: AdminUser; busy: boolean; onChange: (roleID: number, give: boolean) => void }) {
  return (
    <Space wrap>
      {manageableRoles.map((roleID) => {
        const held = user.roles.some((role) => role.id === roleID);
        const name = roleNames[roleID] ?? String(roleID);
        const label = (held ? messages.users.removeRole : messages.users.addRole).replace('{role}', name);
        return (
          <Button key={roleID} size="small" danger={held} disabled={busy} onClick={() => onChange(roleID, !held)}>
            {label}
          </Button>
        );
      })}
    </Space>
  );
}
