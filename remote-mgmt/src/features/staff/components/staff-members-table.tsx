import { ROLE_STAFF } from '@usb/schema/domain';
import { Space } from '@usb/ui/core';
import { Tag, Tooltip } from '@usb/ui/data';
import { Table, type ColumnsType } from '@usb/ui/table';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import type { MgmtUser } from '../../../api/use-search-users';
import { ConfirmButton } from '../../../components/confirm-button';
import { StaffRoleButton } from './staff-role-button';

const text = mgmtMessages.staffMembers;

/** The battle's staff: a member without StaffRole is marked, since they cannot correct until given it. */
export function StaffMembersTable({
  members,
  loading,
  busy,
  onRemove,
}: {
  members: MgmtUser[];
  loading: boolean;
  busy: boolean;
  onRemove: (user: MgmtUser) => void;
}) {
  const columns: ColumnsType<MgmtUser> = [
    { key: 'name', title: text.name, render: (_, user) => user.contactInfo.fullName },
    { key: 'email', title: text.email, render: (_, user) => user.contactInfo.email },
    {
      key: 'role',
      title: text.staffRole,
      render: (_, user) =>
        user.roles.some((role) => role.id === ROLE_STAFF) ? (
          <Tag color="green">{text.staffRole}</Tag>
        ) : (
          <Tooltip title={text.missingRole}>
            <Tag color="orange">{text.missingRole}</Tag>
          </Tooltip>
        ),
    },
    {
      key: 'actions',
      title: '',
      render: (_, user) => (
        <Space wrap>
          <StaffRoleButton user={user} />
          <ConfirmButton
            size="small"
            danger
            disabled={busy}
            question={fill(text.removeConfirm, { name: user.contactInfo.fullName })}
            onConfirm={() => onRemove(user)}
          >
            {text.remove}
          </ConfirmButton>
        </Space>
      ),
    },
  ];
  return (
    <Table<MgmtUser>
      rowKey="id"
      columns={columns}
      dataSource={members}
      loading={loading}
      pagination={false}
      locale={{ emptyText: text.empty }}
      scroll={{ x: true }}
    />
  );
}
