import { Table, type ColumnsType } from '@usb/ui/table';
import { categoryName, corpsName } from '@usb/schema/domain';
import { staffMessages } from '../../../texts';
import type { StaffPatrol } from '../api/use-staff-patrols';
import { PatrolMembers } from './patrol-members';

const text = staffMessages.patrols;

const columns: ColumnsType<StaffPatrol> = [
  { key: 'name', title: text.name, dataIndex: 'name', fixed: 'left' },
  { key: 'category', title: text.category, render: (_, patrol) => categoryName(patrol.category) },
  { key: 'corps', title: text.corps, render: (_, patrol) => corpsName(patrol.corps) },
  { key: 'size', title: text.size, dataIndex: 'patrolSize', align: 'right' },
  { key: 'answered', title: text.answeredTasks, dataIndex: 'answeredTasks', align: 'right' },
  { key: 'corrected', title: text.correctedTasks, dataIndex: 'correctedTasks', align: 'right' },
  { key: 'members', title: text.members, render: (_, patrol) => <PatrolMembers members={patrol.members} /> },
];

/** The battle's patrols for the staff, scrolling sideways on a phone with the name kept in view. */
export function PatrolsTable({ patrols, loading }: { patrols: StaffPatrol[]; loading: boolean }) {
  return (
    <Table
      size="small"
      rowKey="id"
      loading={loading}
      columns={columns}
      dataSource={patrols}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: text.empty }}
    />
  );
}
