import { Button, Space } from '@usb/ui/core';
import { Tag } from '@usb/ui/data';
import { Table, type ColumnsType } from '@usb/ui/table';
import { mgmtMessages } from '../../../texts';
import { userAdminMessages } from '../../../texts';
import type { MgmtUser } from '../../../api/use-search-users';
import { RoleButtons } from './role-buttons';

const text = userAdminMessages;
/** antd's orange-8: the tag's text on its tinted background meets WCAG AA, where the preset 'orange' does not. */
const NOT_ACTIVATED_COLOR = '#ad4e00';

/** The search result: name, status (activated or not: in view on a phone too), user name, e-mail, roles, the details and the role buttons. */
export function UsersTable({ users, loading, onOpen }: { users: MgmtUser[]; loading: boolean; onOpen: (user: MgmtUser) => void }) {
  const columns: ColumnsType<MgmtUser> = [
    { key: 'name', title: text.name, render: (_, user) => user.contactInfo.fullName },
    {
      key: 'status',
      title: text.status,
      render: (_, user) => (user.activated ? <Tag>{text.activated}</Tag> : <Tag color={NOT_ACTIVATED_COLOR}>{text.notActivated}</Tag>),
    },
    { key: 'userName', title: text.userName, render: (_, user) => user.loginInfo.userName },
    { key: 'email', title: text.email, render: (_, user) => user.contactInfo.email },
    { key: 'roles', title: text.roles, render: (_, user) => user.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>) },
    {
      key: 'actions',
      title: '',
      render: (_, user) => (
        <Space wrap>
          <Button size="small" onClick={() => onOpen(user)}>
            {mgmtMessages.users.details}
          </Button>
          <RoleButtons user={user} />
        </Space>
      ),
    },
  ];
  return (
    <Table<MgmtUser>
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={loading}
      pagination={{ pageSize: 25, hideOnSinglePage: true }}
      locale={{ emptyText: text.noUsers }}
      scroll={{ x: true }}
    />
  );
}
