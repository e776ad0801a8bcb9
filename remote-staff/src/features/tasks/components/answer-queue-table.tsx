import { Tag } from '@usb/ui/data';
import { Table, type ColumnsType } from '@usb/ui/table';
import { Link } from '@usb/contracts/router';
import { fill } from '@usb/contracts/messages';
import { categoryName } from '@usb/schema/domain';
import { staffMessages } from '../../../texts';
import { formatStaffTime } from '../../../lib/dates';
import { patrolLabel } from '../../../lib/blind-code';
import { QUEUE_PAGE_SIZE, type QueueAnswer } from '../api/use-staff-answers';
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

export interface AnswerQueueTableProps {
  answers: QueueAnswer[];
  /** How many task answers match the selection, on every page. */
  total: number;
  page: number;
  onPage: (page: number) => void;
  blind: boolean;
  loading: boolean;
}

/** One page of the task answers matching the selection, with the pages; the patrol opens the correction view. */
export function AnswerQueueTable({ answers, total, page, onPage, blind, loading }: AnswerQueueTableProps) {
  return (
    <Table
      size="small"
      rowKey="id"
      loading={loading}
      columns={queueColumns(blind)}
      dataSource={answers}
      pagination={{
        current: page,
        pageSize: QUEUE_PAGE_SIZE,
        total,
        onChange: onPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
        showTotal: (all, [from, to]) => fill(text.range, { from, to, total: all }),
      }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: text.empty }}
    />
  );
}
