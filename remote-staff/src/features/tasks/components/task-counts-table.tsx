import { Tag } from '@usb/ui/data';
import { Table, type ColumnsType } from '@usb/ui/table';
import { staffMessages } from '../../../texts';
import type { StaffTask } from '../api/use-task-overview';

const text = staffMessages.counts;

const count = (task: StaffTask, key: 'answeredPatrols' | 'corrected' | 'lockedNow'): number => task.answerCounts?.[key] ?? 0;

const columns: ColumnsType<StaffTask> = [
  { key: 'name', title: text.task, dataIndex: 'name' },
  { key: 'answered', title: text.answered, align: 'right', render: (_, task) => count(task, 'answeredPatrols') },
  {
    key: 'corrected',
    title: text.corrected,
    align: 'right',
    render: (_, task) => {
      const done = count(task, 'corrected');
      const all = count(task, 'answeredPatrols');
      return <Tag color={all > 0 && done === all ? 'success' : 'default'}>{`${done} / ${all}`}</Tag>;
    },
  },
  {
    key: 'locked',
    title: text.lockedNow,
    align: 'right',
    render: (_, task) => (count(task, 'lockedNow') > 0 ? <Tag color="warning">{count(task, 'lockedNow')}</Tag> : 0),
  },
];

/** How far the correction of each task has come: patrols that answered, corrected, locked right now. */
export function TaskCountsTable({ tasks, onSelect }: { tasks: StaffTask[]; onSelect: (taskID: string) => void }) {
  return (
    <Table
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={tasks}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: text.noTasks }}
      onRow={(task) => ({ onClick: () => onSelect(task.id), style: { cursor: 'pointer' } })}
    />
  );
}
