import { Tag } from '@usb/contracts/ui/data';
import { Table, type ColumnsType } from '@usb/contracts/ui/table';
import { Link } from '@usb/contracts/router';
import { categoryName } from '@usb/contracts/domain';
import { staffMessages } from '@usb/contracts/messages/staff';
import { formatStaffTime } from '../../../lib/dates';
import { patrolLabel } from '../../../lib/blind-code';
import type { QueueAnswer } from '../api/use-staff-answers';
import { answerStatus } from '../lib/answer-status';

const text = staffMessages.queue;

function queueColumns(blind: boolean): ColumnsType<QueueAnswer> {
  return [
    {
      key: 'patrol',
      title: text.patrol,
      render: (_, answer) => <Link to={`/staff/tasks/answers/${answer.id}`}>{patrolLabel(answer.patrol, blind)}</Link>,
    },
    { key: 'category', title: text.category, render: (_, answer) => categoryName(answer.patrol.category) },
    { key: 'task', title: text.task, render: (_, answer) => answer.task.name },
    { key: 'received', title: text.received, render: (_, answer) => formatStaffTime(answer.lastAnswerReceived) },
    { key: 'late', title: text.lateMinutes, align: 'right', dataIndex: 'latePenalty' },
    {
      key: 'status',
      title: text.status,
      render: (_, answer) => {
        const status = answerStatus(answer);
        return <Tag color={status.color}>{status.label}</Tag>;
      },
    },
    { key: 'points', title: text.points, align: 'right', render: (_, answer) => answer.points ?? '–' },
  ];
}

/** The task answers matching the selection; the patrol opens the correction view. */
export function AnswerQueueTable({ answers, blind, loading }: { answers: QueueAnswer[]; blind: boolean; loading: boolean }) {
  return (
    <Table
      size="small"
      rowKey="id"
      loading={loading}
      columns={queueColumns(blind)}
      dataSource={answers}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: text.empty }}
    />
  );
}
