import { Flex, Typography } from '@usb/ui/core';
import type { PatrolQuestion } from '../api/use-task-patrol-questions';
import { written } from './written-style';

/** A question the staff answered to all patrols: the question and the answer, without the patrol. */
export function AnswerForAll({ question }: { question: PatrolQuestion }) {
  return (
    <Flex vertical gap={4} data-testid="answer-for-all">
      <Typography.Paragraph strong style={written}>
        {question.text}
      </Typography.Paragraph>
      <Typography.Paragraph style={written}>{question.answer}</Typography.Paragraph>
    </Flex>
  );
}
