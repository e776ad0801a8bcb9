import { useState } from 'react';
import { Button, Card, Flex, Typography } from '@usb/ui/core';
import { Tag } from '@usb/ui/data';
import { Input, Radio } from '@usb/ui/inputs';
import { emit } from '@usb/contracts/events';
import { fill } from '@usb/contracts/messages';
import type { PatrolQuestionVisibility } from '@usb/schema/graphql';
import { staffQuestionMessages } from '../../../texts';
import { ConfirmButton } from '../../../components/confirm-button';
import { useHandlePatrolQuestion } from '../api/use-handle-patrol-question';
import type { StaffPatrolQuestion } from '../api/use-staff-patrol-questions';
import { handlingErrorText } from '../lib/handling-error';
import { formatWaited } from '../lib/waited';

const text = staffQuestionMessages;
const ANSWER_MAX = 2000;

export interface OpenQuestionCardProps {
  question: StaffPatrolQuestion;
  /** The page's clock for the time waited, ticking while it is open. */
  now: number;
  /** After an answer, a closing or a refusal: the lists are asked for again. */
  onHandled: () => void;
}

/** One open question: who asked about which task and how long ago, the text, and the answer form with 'Luk uden svar'. */
export function OpenQuestionCard({ question, now, onHandled }: OpenQuestionCardProps) {
  const { answer, close, busy } = useHandlePatrolQuestion(question.id);
  const [draft, setDraft] = useState('');
  const [visibility, setVisibility] = useState<PatrolQuestionVisibility>('PATROL');
  const [missing, setMissing] = useState(false);
  const tooLong = draft.trim().length > ANSWER_MAX;

  async function run(action: () => Promise<void>, success: string) {
    try {
      await action();
      emit('alert', { type: 'success', message: success, dismissible: true, timeout: 3000 });
    } catch (error) {
      emit('alert', { type: 'error', message: handlingErrorText(error), dismissible: true });
    }
    onHandled();
  }
  const send = () => {
    if (draft.trim() === '') return setMissing(true);
    void run(() => answer(draft, visibility), text.answered);
  };

  const patrolName = question.patrol?.name ?? '';
  return (
    <Card size="small" data-testid="open-question" aria-label={patrolName}>
      <Flex vertical gap={10}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {patrolName}
          </Typography.Text>
          <Tag>{fill(text.task, { task: question.battleTaskName })}</Tag>
          <Typography.Text type="secondary">{formatWaited(question.askedAt, now)}</Typography.Text>
        </Flex>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontSize: 16 }}>{question.text}</Typography.Paragraph>
        <Input.TextArea
          aria-label={text.answerLabel}
          placeholder={text.answerPlaceholder}
          value={draft}
          autoSize={{ minRows: 2, maxRows: 10 }}
          status={tooLong || missing ? 'error' : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setMissing(false);
          }}
        />
        {(tooLong || missing) && <Typography.Text type="danger">{tooLong ? text.answerTooLong : text.answerRequired}</Typography.Text>}
        <Radio.Group
          aria-label={text.answerLabel}
          value={visibility}
          onChange={(event) => setVisibility(event.target.value as PatrolQuestionVisibility)}
          options={[
            { value: 'PATROL', label: text.toPatrol },
            { value: 'ALL', label: text.toAll },
          ]}
        />
        {visibility === 'ALL' && <Typography.Text type="secondary">{text.toAllHint}</Typography.Text>}
        <Flex gap={12} wrap>
          <Button type="primary" loading={busy} disabled={tooLong} onClick={send}>
            {text.send}
          </Button>
          <ConfirmButton question={text.closeConfirm} okText={text.confirmYes} disabled={busy} onConfirm={() => run(close, text.closed)}>
            {text.close}
          </ConfirmButton>
        </Flex>
      </Flex>
    </Card>
  );
}
