import { useState } from 'react';
import { ROLE_ADMIN, ROLE_STAFF, roleNames } from '@usb/contracts/domain';
import { Alert, Flex, Typography } from '@usb/contracts/ui/core';
import { Input, Select } from '@usb/contracts/ui/forms';
import { messages } from '@usb/contracts/messages';
import { useSearchUsers } from '../api/use-search-users';
import { UsersTable } from './users-table';

const text = messages.users;
const roleOptions = [ROLE_ADMIN, ROLE_STAFF].map((id) => ({ value: id, label: roleNames[id] ?? String(id) }));

/** /mgmt/users: search users by text and roles, and give or take their roles. */
export function UsersPage() {
  const [searchText, setSearchText] = useState('');
  const [roles, setRoles] = useState<number[]>([]);
  const { users, loading, failed } = useSearchUsers(searchText, roles);
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2}>{text.title}</Typography.Title>
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
      </Flex>
      {failed && <Alert type="error" showIcon title={text.loadError} />}
      <UsersTable users={users} loading={loading} />
    </Flex>
  );
}
