import { useState } from 'react';
import { ROLE_STAFF } from '@usb/schema/domain';
import { Button, Flex, Space, Typography } from '@usb/ui/core';
import { Tag } from '@usb/ui/data';
import { Table, type ColumnsType } from '@usb/ui/table';
import { Checkbox, Input } from '@usb/ui/inputs';
import { mgmtMessages } from '../../../texts';
import { userAdminMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { useSearchUsers, type MgmtUser } from '../../../api/use-search-users';
import { StaffRoleButton } from './staff-role-button';

const text = mgmtMessages.staffMembers;

export interface StaffSearchProps {
  staffIds: Set<string>;
  busy: boolean;
  onAdd: (user: MgmtUser) => void;
}

/** Finds users by text (and StaffRole) to add to the battle's staff, giving them StaffRole on the way. */
export function StaffSearch({ staffIds, busy, onAdd }: StaffSearchProps) {
  const [searchText, setSearchText] = useState('');
  const [onlyStaff, setOnlyStaff] = useState(false);
  const { users, loading, failed, retry } = useSearchUsers(searchText, onlyStaff ? [ROLE_STAFF] : [], null);
  const columns: ColumnsType<MgmtUser> = [
    { key: 'name', title: text.name, render: (_, user) => user.contactInfo.fullName },
    { key: 'userName', title: userAdminMessages.userName, render: (_, user) => user.loginInfo.userName },
    { key: 'email', title: text.email, render: (_, user) => user.contactInfo.email },
    {
      key: 'actions',
      title: '',
      render: (_, user) => (
        <Space wrap>
          {staffIds.has(user.id) ? (
            <Tag>{text.alreadyStaff}</Tag>
          ) : (
            <Button size="small" type="primary" disabled={busy} onClick={() => onAdd(user)}>
              {text.add}
            </Button>
          )}
          <StaffRoleButton user={user} />
        </Space>
      ),
    },
  ];
  return (
    <Flex vertical gap="small">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {text.searchTitle}
      </Typography.Title>
      <Flex gap="middle" wrap align="center">
        <Input.Search allowClear placeholder={text.searchPlaceholder} aria-label={text.searchPlaceholder} onSearch={setSearchText} style={{ maxWidth: 420 }} />
        <Checkbox checked={onlyStaff} onChange={(event) => setOnlyStaff(event.target.checked)}>
          {text.onlyStaffRole}
        </Checkbox>
      </Flex>
      {failed && <LoadError onRetry={retry} />}
      <Table<MgmtUser>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={users}
        loading={loading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: userAdminMessages.noUsers }}
        scroll={{ x: true }}
      />
    </Flex>
  );
}
