import { useState } from 'react';
import { ROLE_ADMIN, ROLE_STAFF, roleNames } from '@usb/schema/domain';
import { Flex } from '@usb/ui/core';
import { Drawer } from '@usb/ui/nav';
import { Input } from '@usb/ui/inputs';
import { Select } from '@usb/ui/pickers';
import { mgmtMessages } from '../../../texts';
import { userAdminMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { fill } from '@usb/contracts/messages';
import { useSearchUsers, type MgmtUser } from '../../../api/use-search-users';
import { MgmtPage } from '../../../components/mgmt-page';
import { UserDetails } from './user-details';
import { UsersTable } from './users-table';

const text = userAdminMessages;
const roleOptions = [ROLE_ADMIN, ROLE_STAFF].map((id) => ({ value: id, label: roleNames[id] ?? String(id) }));
type Status = 'activated' | 'notActivated';
const statusOptions: { value: Status; label: string }[] = [
  { value: 'activated', label: text.activated },
  { value: 'notActivated', label: text.notActivated },
];

/** /mgmt/users: search users by text, roles and status (activated or not), open one's details, and give or take their roles. */
export default function UsersPage() {
  const [searchText, setSearchText] = useState('');
  const [roles, setRoles] = useState<number[]>([]);
  const [status, setStatus] = useState<Status | null>(null);
  const [open, setOpen] = useState<MgmtUser | null>(null);
  const { users, loading, failed, retry } = useSearchUsers(searchText, roles, status === null ? null : status === 'activated');
  return (
    <MgmtPage title={text.title}>
      <Flex gap="small" wrap>
        <Input.Search allowClear placeholder={text.searchPlaceholder} onSearch={setSearchText} style={{ maxWidth: 420 }} aria-label={text.searchPlaceholder} />
        <Select<number[]>
          mode="multiple"
          allowClear
          placeholder={text.roleFilter}
          options={roleOptions}
          value={roles}
          onChange={setRoles}
          style={{ minWidth: 240 }}
          aria-label={text.roleFilter}
        />
        <Select<Status | null>
          allowClear
          placeholder={text.allStatuses}
          options={statusOptions}
          value={status}
          onChange={(value) => setStatus(value ?? null)}
          style={{ minWidth: 180 }}
          aria-label={text.status}
        />
      </Flex>
      {failed && <LoadError message={text.loadError} onRetry={retry} />}
      <UsersTable users={users} loading={loading} onOpen={setOpen} />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? fill(mgmtMessages.users.detailsTitle, { name: open.contactInfo.fullName }) : ''}
        size="large"
        destroyOnHidden
      >
        {open && <UserDetails userID={open.id} />}
      </Drawer>
    </MgmtPage>
  );
}
