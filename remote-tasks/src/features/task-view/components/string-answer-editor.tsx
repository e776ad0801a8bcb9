import { useCallback } from 'react';
import { Flex } from '@usb/ui/core';
import { Input } from '@usb/ui/inputs';
import { timings } from '@usb/schema/domain';
import { useAnswerQuestion } from '../api/use-answer-question';
import { useAutosave } from '../hooks/use-autosave';
import { stringSaveErrors } from '../lib/save-error-texts';
import { SaveStatusText } from './save-status';
import type { WidgetProps } from './widget-props';

const isNonEmpty = (text: string): boolean => text.trim() !== '';

/**
 * The field of a text answer a patrol may give: one line, or a 5-row textarea; saved by itself
 * 600 ms / 1200 ms after typing stops, never lost (see AnswerSaveQueue). A chunk of its own with
 * the inputs kit, loaded only for a text question a patrol may answer (answer-editors-chunk.ts).
 */
export function StringAnswerEditor({ question, answer }: Omit<WidgetProps<'StringQuestion', 'StringAnswer'>, 'readOnly'>) {
  const answerQuestion = useAnswerQuestion();
  const save = useCallback(
    async (answerText: string) => (await answerQuestion(question.id, { stringAnswer: { answerText } }))?.id,
    [answerQuestion, question.id],
  );
  const { value, status, change } = useAutosave({
    questionID: question.id,
    savedValue: answer?.answerText ?? '',
    debounceMs: question.textArea ? timings.stringAutosaveTextArea : timings.stringAutosaveSingleLine,
    readOnly: false,
    // The answer is required: the api refuses an empty text, so clearing the field keeps the last one.
    canSave: isNonEmpty,
    save,
    errorTexts: stringSaveErrors,
  });
  const common = {
    id: `question-${question.id}`,
    'aria-label': question.name,
    value,
    required: true,
    size: 'large' as const,
  };

  return (
    <Flex vertical gap={4}>
      {question.textArea ? (
        <Input.TextArea {...common} rows={5} onChange={(event) => change(event.target.value)} />
      ) : (
        <Input {...common} onChange={(event) => change(event.target.value)} />
      )}
      <SaveStatusText status={status} />
    </Flex>
  );
}
