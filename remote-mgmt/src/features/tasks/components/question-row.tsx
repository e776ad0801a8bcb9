import { Button, Flex, Typography } from '@usb/ui/core';
import { Tag } from '@usb/ui/data';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@usb/ui/admin-icons';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { ConfirmButton } from '../../../components/confirm-button';
import type { MgmtQuestion } from '../api/use-tasks';

const text = mgmtMessages.questions;

/** Asks before deleting, and says how many patrols' answers go with the question. */
export function deleteQuestionQuestion(question: Pick<MgmtQuestion, 'name' | 'answerCount'>): string {
  const count = question.answerCount ?? 0;
  return fill(count > 0 ? text.deleteConfirmAnswered : text.deleteConfirm, { name: question.name, count });
}

export interface QuestionRowProps {
  question: MgmtQuestion;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onMove: (offset: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One question of the list: its kind, name and answers, moved with the arrows, edited or deleted. */
export function QuestionRow({ question, isFirst, isLast, busy, onMove, onEdit, onDelete }: QuestionRowProps) {
  const name = question.name;
  return (
    <Flex component="li" gap="small" align="center" wrap style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex gap={2}>
        <Button size="small" icon={<ArrowUpOutlined />} aria-label={fill(text.moveUp, { name })} disabled={isFirst || busy} onClick={() => onMove(-1)} />
        <Button size="small" icon={<ArrowDownOutlined />} aria-label={fill(text.moveDown, { name })} disabled={isLast || busy} onClick={() => onMove(1)} />
      </Flex>
      <Tag>{text.kinds[question.__typename]}</Tag>
      <Typography.Text strong style={{ flex: '1 1 200px' }}>
        {name}
      </Typography.Text>
      <Typography.Text type="secondary">{fill(text.answers, { count: question.answerCount ?? 0 })}</Typography.Text>
      <Button size="small" icon={<EditOutlined />} onClick={onEdit}>
        {mgmtMessages.common.edit}
      </Button>
      <ConfirmButton
        size="small"
        danger
        icon={<DeleteOutlined />}
        question={deleteQuestionQuestion(question)}
        okText={mgmtMessages.common.confirmDelete}
        onConfirm={onDelete}
      >
        {mgmtMessages.common.delete}
      </ConfirmButton>
    </Flex>
  );
}
