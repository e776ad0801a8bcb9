import { useCallback } from 'react';
import { Flex } from '@usb/ui/core';
import { Checkbox, Radio } from '@usb/ui/inputs';
import { useAnswerQuestion } from '../api/use-answer-question';
import { useAutosave } from '../hooks/use-autosave';
import { answerSaveErrors } from '../lib/save-error-texts';
import { QuestionCard } from './question-card';
import { SaveStatusText } from './save-status';
import type { WidgetProps } from './widget-props';

/** The chosen options travel through the save queue as text: '[0,2]'. */
const serialise = (chosen: number[]): string => JSON.stringify([...chosen].sort((a, b) => a - b));
const parse = (value: string): number[] => JSON.parse(value) as number[];
/** The api wants at least one chosen option. */
const hasChoice = (value: string): boolean => parse(value).length > 0;

const optionStyle = { minHeight: 44, display: 'flex', alignItems: 'center' } as const;

/**
 * A multiple-choice answer: radio buttons, or checkboxes when multipleAnswers is set, saved on
 * each change through the same never-lose-it queue as text answers (no debounce).
 */
export function MultipleChoiceQuestion({ question, answer, readOnly }: WidgetProps<'MultipleChoiceQuestion', 'MultipleChoiceAnswer'>) {
  const answerQuestion = useAnswerQuestion();
  const save = useCallback(
    async (value: string) => (await answerQuestion(question.id, { multipleChoiceAnswer: { chosenOptions: parse(value) } }))?.id,
    [answerQuestion, question.id],
  );
  const { value, status, change } = useAutosave({
    questionID: question.id,
    savedValue: serialise(answer?.chosenOptions ?? []),
    debounceMs: 0,
    readOnly,
    canSave: hasChoice,
    save,
    errorTexts: answerSaveErrors,
  });
  const chosen = parse(value);
  const options = question.options.map((option, index) => ({ label: option.text, value: index, style: optionStyle }));

  return (
    <QuestionCard name={question.name} text={question.text}>
      <Flex vertical gap={4}>
        {question.multipleAnswers ? (
          <Checkbox.Group
            aria-label={question.name}
            options={options}
            value={chosen}
            disabled={readOnly}
            onChange={(next) => change(serialise(next))}
            style={{ flexDirection: 'column' }}
          />
        ) : (
          <Radio.Group
            aria-label={question.name}
            options={options}
            value={chosen[0]}
            disabled={readOnly}
            onChange={(event) => change(serialise([event.target.value as number]))}
            style={{ display: 'flex', flexDirection: 'column' }}
          />
        )}
        <SaveStatusText status={status} />
      </Flex>
    </QuestionCard>
  );
}
