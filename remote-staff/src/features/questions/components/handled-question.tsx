import { Flex, Typography } from '@usb/ui/core';
import { Tag } from '@usb/ui/data';
import { fill } from '@usb/contracts/messages';
import { staffQuestionMessages } from '../../../texts';
import type { StaffPatrolQuestion } from '../api/use-staff-patrol-questions';
import { formatStaffTime } from '../../../lib/dates';

const text = staffQuestionMessages;
const written = { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/** An answered or closed question in the staff's list: patrol, task, the question and what was answered to whom. */
export function HandledQuestion({ question }: { question: StaffPatrolQuestion }) {
  const answered = question.status === 'ANSWERED';
  return (
    <Flex vertical gap={4} data-testid="handled-question">
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{question.patrol?.name}</Typography.Text>
        <Tag>{fill(text.task, { task: question.battleTaskName })}</Tag>
        <Tag color={answered ? 'success' : 'default'}>{answered ? text.statusAnswered : text.statusClosed}</Tag>
        {answered && (
          <Tag color={question.visibility === 'ALL' ? 'processing' : 'default'}>
            {question.visibility === 'ALL' ? text.visibilityAll : text.visibilityPatrol}
          </Tag>
        )}
        {question.answeredAt && <Typography.Text type="secondary">{formatStaffTime(question.answeredAt)}</Typography.Text>}
      </Flex>
      <Typography.Paragraph type="secondary" style={written}>
        {question.text}
      </Typography.Paragraph>
      {question.answer !== null && <Typography.Paragraph style={written}>{question.answer}</Typography.Paragraph>}
    </Flex>
  );
}
