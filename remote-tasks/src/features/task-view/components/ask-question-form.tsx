import { useState } from 'react';
import { Alert, Button, Flex, Typography } from '@usb/ui/core';
import { Input } from '@usb/ui/inputs';
import { messages } from '@usb/contracts/messages';
import { useAskPatrolQuestion } from '../api/use-ask-patrol-question';
import { askErrorText } from '../lib/ask-error-text';

const text = messages.patrolQuestions;
const QUESTION_MAX = 1000;

/** The patrol's question to the staff: a text area and 'Send spørgsmål', with what happened below it. */
export function AskQuestionForm({ battleTaskID, onAsked }: { battleTaskID: string; onAsked: () => void }) {
  const { ask, sending } = useAskPatrolQuestion(battleTaskID);
  const [draft, setDraft] = useState('');
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; message: string } | null>(null);
  const tooLong = draft.trim().length > QUESTION_MAX;
  const send = async () => {
    if (draft.trim() === '') return setOutcome({ type: 'error', message: text.required });
    try {
      await ask(draft);
      setDraft('');
      setOutcome({ type: 'success', message: text.sent });
      onAsked();
    } catch (error) {
      setOutcome({ type: 'error', message: askErrorText(error) });
    }
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Text>{text.intro}</Typography.Text>
      <Input.TextArea
        aria-label={text.label}
        placeholder={text.placeholder}
        value={draft}
        autoSize={{ minRows: 3, maxRows: 10 }}
        status={tooLong ? 'error' : undefined}
        style={{ fontSize: 16 }}
        onChange={(event) => {
          setDraft(event.target.value);
          setOutcome(null);
        }}
      />
      <Flex gap={12} align="center" justify="space-between" wrap>
        <Typography.Text type={tooLong ? 'danger' : 'secondary'}>{tooLong ? text.tooLong : `${draft.trim().length} / ${QUESTION_MAX}`}</Typography.Text>
        <Button type="primary" size="large" loading={sending} disabled={tooLong} onClick={() => void send()}>
          {text.send}
        </Button>
      </Flex>
      {outcome && <Alert type={outcome.type} showIcon role={outcome.type === 'error' ? 'alert' : 'status'} title={outcome.message} />}
    </Flex>
  );
}
