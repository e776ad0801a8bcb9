import { useCallback } from 'react';
import { Flex } from '@usb/ui/core';
import { Checkbox, Radio } from '@usb/ui/inputs';
import { useAnswerQuestion } from '../api/use-answer-question';
import { useAutosave } from '../hooks/use-autosave';
import { answerSaveErrors } from '../lib/save-error-texts';
import { SaveStatusText } from './save-status';
import type { WidgetProps } from './widget-props';

/** The chosen options travel through the save queue as text: '[0,2]'. */
const serialise = (chosen: number[]): string => JSON.stringify([...chosen].sort((a, b) => a - b));
const parse = (value: string): number[] => JSON.parse(value) as number[];
/** The api wants at least one chosen option. */
const hasChoice = (value: string): boolean => parse(value).length > 0;

const optionStyle = { minHeight: 44, display: 'flex', alignItems: 'center' } as const;

/**
 * The options of a multiple-choice answer a patrol may give: radio buttons, or checkboxes when
 * multipleAnswers is set, saved on each change through the same never-lose-it queue as text
 * answers (no debounce). A chunk of its own with the inputs kit (answer-editors-chunk.ts).
 */
export function ChoiceAnswerEditor({ question, answer }: Omit<WidgetProps<'MultipleChoiceQuestion', 'MultipleChoiceAnswer'>, 'readOnly'>) {
  const answerQuestion = useAnswerQuestion();
  const save = useCallback(
    async (value: string) => (await answerQuestion(question.id, { multipleChoiceAnswer: { chosenOptions: parse(value) } }))?.id,
    [answerQuestion, question.id],
  );
  const { value, status, change } = useAutosave({
    questionID: question.id,
    savedValue: serialise(answer?.chosenOptions ?? []),
    debounceMs: 0,
    readOnly: false,
    canSave: hasChoice,
    save,
    errorTexts: answerSaveErrors,
  });
  const chosen = parse(value);
  const options = question.options.map((option, index) => ({ label: option.text, value: index, style: optionStyle }));

  return (
    <Flex vertical gap={4}>
      {question.multipleAnswers ? (
        <Checkbox.Group
          aria-label={question.name}
          options={options}
          value={chosen}
          onChange={(next) => change(serialise(next))}
          style={{ flexDirection: 'column' }}
        />
      ) : (
        <Radio.Group
          aria-label={question.name}
          options={options}
          value={chosen[0]}
          onChange={(event) => change(serialise([event.target.value as number]))}
          style={{ display: 'flex', flexDirection: 'column' }}
        />
      )}
      <SaveStatusText status={status} />
    </Flex>
  );
}
