import { Tag } from '@usb/ui/data';
import { Table, type ColumnsType } from '@usb/ui/table';
import { staffMessages } from '../../../texts';
import type { NightTask } from '../api/use-staff-night';

const text = staffMessages.live;

const columns: ColumnsType<NightTask> = [
  { key: 'name', title: text.task, dataIndex: 'name' },
  {
    key: 'waiting',
    title: text.waiting,
    align: 'right',
    render: (_, task) => (task.waiting > 0 ? <Tag color="processing">{task.waiting}</Tag> : 0),
  },
  {
    key: 'locked',
    title: text.locked,
    align: 'right',
    render: (_, task) => (task.locked > 0 ? <Tag color="warning">{task.locked}</Tag> : 0),
  },
  { key: 'corrected', title: text.corrected, align: 'right', dataIndex: 'corrected' },
];

/** Each task's queue: waiting, under a lock, corrected. */
export function TaskQueueTable({ tasks }: { tasks: NightTask[] }) {
  return (
    <section aria-label={text.queueTitle}>
      <Table
        size="small"
        rowKey="battleTaskID"
        columns={columns}
        dataSource={tasks}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: text.noTasks }}
      />
    </section>
  );
}
