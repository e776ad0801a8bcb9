import { Table, Tag, type ColumnsType } from '@usb/contracts/ui/data';
import { messages } from '@usb/contracts/messages';
import type { AdminUser } from '../api/use-search-users';
import { useChangeRole } from '../api/use-change-role';
import { RoleButtons } from './role-buttons';

const text = messages.users;

/** The search result: name, user name, e-mail, activation, roles, and the role buttons. */
export function UsersTable({ users, loading }: { users: AdminUser[]; loading: boolean }) {
  const { changeRole, busy } = useChangeRole();
  const columns: ColumnsType<AdminUser> = [
    { key: 'name', title: text.name, render: (_, user) => user.contactInfo.fullName },
    { key: 'userName', title: text.userName, render: (_, user) => user.loginInfo.userName },
    { key: 'email', title: text.email, render: (_, user) => user.contactInfo.email },
    { key: 'activated', title: text.activated, render: (_, user) => (user.activated ? text.yes : text.no) },
    { key: 'roles', title: text.roles, render: (_, user) => user.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>) },
    {
      key: 'actions',
      title: '',
      render: (_, user) => <RoleButtons user={user} busy={busy} onChange={(roleID, give) => void changeRole(user.id, roleID, give)} />,
    },
  ];
  return (
    <Table<AdminUser>
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
