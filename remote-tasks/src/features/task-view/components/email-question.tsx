import { Button, Flex, Typography } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import type { SubjectPatrol } from '../api/use-patrol-for-subject';
import { useOpenQuestion } from '../hooks/use-open-question';
import { emailSubject, mailtoLink } from '../lib/email-subject';
import { formatTaskTime } from '../lib/task-times';
import { QuestionCard } from './question-card';
import type { WidgetProps } from './widget-props';

interface EmailQuestionProps extends WidgetProps<'EmailQuestion', 'EmailAnswer'> {
  taskName: string;
  patrol: SubjectPatrol | null;
  onAnswered: () => void;
}

/**
 * An email answer: a mailto link to the question's address with the subject
 * 'Svar: {task} - {patrol} - {category}'. Following it also records the answer (an empty
 * answerQuestion); the mail app opens either way. Read-only shows the address without the link.
 */
export function EmailQuestion({ question, answer, readOnly, taskName, patrol, onAnswered }: EmailQuestionProps) {
  const open = useOpenQuestion(question.id);
  const subject = emailSubject(taskName, patrol?.name ?? '', patrol?.category ?? null);

  return (
    <QuestionCard name={question.name} text={question.text}>
      <Flex vertical gap={8} align="flex-start">
        {readOnly ? (
          <Typography.Text>{question.to}</Typography.Text>
        ) : (
          <Button type="primary" size="large" href={mailtoLink(question.to, subject)} onClick={() => void open().then((recorded) => recorded && onAnswered())}>
            {messages.taskView.emailLink}
          </Button>
        )}
        {answer && (
          <Typography.Text type="secondary">
            {messages.taskView.emailOpened} {formatTaskTime(answer.answerReceived, true)}
          </Typography.Text>
        )}
      </Flex>
    </QuestionCard>
  );
}
