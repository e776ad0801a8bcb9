import { useEffect, useRef } from 'react';
import { Typography } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import { useOpenQuestion } from '../hooks/use-open-question';
import { formatTaskTime } from '../lib/task-times';
import { QuestionCard } from './question-card';
import type { WidgetProps } from './widget-props';

interface ExternalQuestionProps extends WidgetProps<'ExternalQuestion', 'ExternalAnswer'> {
  onAnswered: () => void;
}

/**
 * An external question: the first view of an answerable task records the
 * answer by itself, so the time shown is the first time the patrol saw the task. Only once per
 * view, and never when read-only or already answered.
 */
export function ExternalQuestion({ question, answer, readOnly, onAnswered }: ExternalQuestionProps) {
  const open = useOpenQuestion(question.id);
  const opened = useRef(false);

  useEffect(() => {
    if (readOnly || answer || opened.current) return;
    opened.current = true;
    void open().then((recorded) => recorded && onAnswered());
  }, [answer, onAnswered, open, readOnly]);

  return (
    <QuestionCard name={question.name} text={question.text}>
      {answer && (
        <Typography.Text type="secondary">
          {messages.taskView.externalSeen} {formatTaskTime(answer.answerReceived, true)}
        </Typography.Text>
      )}
    </QuestionCard>
  );
}
