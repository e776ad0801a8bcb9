import { categoryName } from '@usb/schema/domain';
import { Button, Space } from '@usb/ui/core';
import { Table, type ColumnsType } from '@usb/ui/table';
import { Link, useNavigate } from '@usb/contracts/router';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatDateTime } from '../../../lib/copenhagen-time';
import type { MgmtTask } from '../api/use-tasks';

const text = mgmtMessages.tasks;

/** Asks before deleting, and says how many patrols' answers go with the task. */
export function deleteTaskQuestion(task: Pick<MgmtTask, 'name' | 'answeredPatrolCount'>): string {
  const count = task.answeredPatrolCount ?? 0;
  return fill(count > 0 ? text.deleteConfirmAnswered : text.deleteConfirm, { name: task.name, count });
}

/** The battle's tasks by opening time, with their times, questions and answers, and edit and delete. */
export function TasksTable({ tasks, loading, onDelete }: { tasks: MgmtTask[]; loading: boolean; onDelete: (task: MgmtTask) => void }) {
  const navigate = useNavigate();
  const columns: ColumnsType<MgmtTask> = [
    { key: 'name', title: text.name, render: (_, task) => <Link to={task.id}>{task.name}</Link> },
    { key: 'categories', title: text.categories, render: (_, task) => task.patrolCategories.map(categoryName).join(', ') },
    { key: 'availableFrom', title: text.availableFrom, render: (_, task) => formatDateTime(task.availableFrom) },
    { key: 'close', title: text.close, render: (_, task) => formatDateTime(task.close) },
    { key: 'availableTo', title: text.availableTo, render: (_, task) => formatDateTime(task.availableTo) },
    { key: 'questions', title: text.questions, align: 'right', render: (_, task) => task.questions.length },
    { key: 'answered', title: text.answeredPatrols, align: 'right', render: (_, task) => task.answeredPatrolCount ?? 0 },
    {
      key: 'actions',
      title: '',
      render: (_, task) => (
        <Space>
          <Button size="small" onClick={() => void navigate(task.id)}>
            {mgmtMessages.common.edit}
          </Button>
          <ConfirmButton size="small" danger question={deleteTaskQuestion(task)} okText={mgmtMessages.common.confirmDelete} onConfirm={() => onDelete(task)}>
            {mgmtMessages.common.delete}
          </ConfirmButton>
        </Space>
      ),
    },
  ];
  return (
    <Table<MgmtTask>
      rowKey="id"
      columns={columns}
      dataSource={tasks}
      loading={loading}
      pagination={false}
      locale={{ emptyText: text.empty }}
      scroll={{ x: true }}
    />
  );
}
