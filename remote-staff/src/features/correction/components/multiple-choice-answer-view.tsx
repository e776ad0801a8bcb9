import { Flex, Typography } from '@usb/ui/core';
import { Tag } from '@usb/ui/data';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import type { StaffAnswer, StaffQuestion } from '../lib/question-rows';

const text = staffMessages.answer;

interface Props {
  question: Extract<StaffQuestion, { __typename: 'MultipleChoiceQuestion' }>;
  answer: Extract<StaffAnswer, { __typename: 'MultipleChoiceAnswer' }>;
}

/** Every option of the question with its value, the patrol's choices marked (by position: values may repeat). */
export function MultipleChoiceAnswerView({ question, answer }: Props) {
  return (
    <ul aria-label={question.name} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {question.options.map((option, index) => {
        const chosen = answer.chosenOptions.includes(index);
        return (
          <li key={index} style={{ padding: '2px 0' }}>
            <Flex gap="small" align="center" wrap>
              <Tag color={chosen ? 'blue' : 'default'}>{chosen ? text.chosen : text.notChosen}</Tag>
              <Typography.Text strong={chosen}>{option.text}</Typography.Text>
              <Typography.Text type="secondary">{fill(text.optionValue, { value: option.value })}</Typography.Text>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
