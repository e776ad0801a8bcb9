import { Flex, Typography } from '@usb/ui/core';
import { Tag } from '@usb/ui/data';
import { fill, messages } from '@usb/contracts/messages';
import type { PatrolQuestion } from '../api/use-task-patrol-questions';
import { formatTaskTime } from '../lib/task-times';
import { written } from './written-style';

const text = messages.patrolQuestions;

const statusTag = {
  OPEN: { color: 'processing', label: text.statusOpen },
  ANSWERED: { color: 'success', label: text.statusAnswered },
  CLOSED: { color: 'default', label: text.statusClosed },
} as const;

/**
 * One of the patrol's own questions: a chunk of its own with the data kit (its status tag), loaded
 * only when the patrol has asked (patrol-questions-card.tsx).  the text, its status and when it was asked, and the staff's answer. */
export function OwnQuestion({ question }: { question: PatrolQuestion }) {
  const status = statusTag[question.status];
  return (
    <Flex vertical gap={6} data-testid="own-question">
      <Flex gap={8} align="center" wrap>
        <Tag color={status.color}>{status.label}</Tag>
        <Typography.Text type="secondary">{fill(text.asked, { time: formatTaskTime(question.askedAt, false) })}</Typography.Text>
      </Flex>
      <Typography.Paragraph style={written}>{question.text}</Typography.Paragraph>
      {question.answer !== null && (
        <Flex vertical gap={2} style={{ borderLeft: '3px solid currentColor', paddingLeft: 12 }}>
          <Typography.Text strong>{text.answerFrom}</Typography.Text>
          <Typography.Paragraph style={written}>{question.answer}</Typography.Paragraph>
          {question.visibility === 'ALL' && <Typography.Text type="secondary">{text.answerToAll}</Typography.Text>}
        </Flex>
      )}
      {question.status === 'CLOSED' && <Typography.Text type="secondary">{text.closedNoAnswer}</Typography.Text>}
    </Flex>
  );
}
