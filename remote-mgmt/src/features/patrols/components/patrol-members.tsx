import { Table, type ColumnsType } from '@usb/ui/table';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { ConfirmButton } from '../../../components/confirm-button';
import type { MgmtPatrol, MgmtPatrolMember } from '../api/use-battle-patrols';

const text = mgmtMessages.patrols;

/** A patrol's members with their contact information; any member but the owner (the first) can be removed. */
export function PatrolMembers({ patrol, onRemove }: { patrol: MgmtPatrol; onRemove: (member: MgmtPatrolMember) => void }) {
  const owner = patrol.members[0]?.id;
  const columns: ColumnsType<MgmtPatrolMember> = [
    { key: 'name', title: mgmtMessages.staffMembers.name, render: (_, member) => member.contactInfo.fullName },
    { key: 'email', title: text.email, render: (_, member) => member.contactInfo.email },
    { key: 'mobile', title: text.mobile, render: (_, member) => member.contactInfo.mobile },
    {
      key: 'actions',
      title: '',
      render: (_, member) =>
        member.id === owner ? null : (
          <ConfirmButton
            size="small"
            danger
            question={fill(text.removeMemberConfirm, { name: member.contactInfo.fullName, patrol: patrol.name })}
            onConfirm={() => onRemove(member)}
          >
            {text.removeMember}
          </ConfirmButton>
        ),
    },
  ];
  return <Table<MgmtPatrolMember> rowKey="id" size="small" columns={columns} dataSource={patrol.members} pagination={false} scroll={{ x: true }} />;
}
