import { StringAnswerEditor } from './answer-editors-chunk';
import { QuestionCard } from './question-card';
import { ReadOnlyText } from './read-only-fields';
import type { WidgetProps } from './widget-props';

/**
 * A text answer: one line, or a 5-row textarea, saved by itself as the patrol types
 * (StringAnswerEditor, its own chunk). Read-only shows the answer in a disabled field.
 */
export function StringQuestion({ question, answer, readOnly }: WidgetProps<'StringQuestion', 'StringAnswer'>) {
  return (
    <QuestionCard name={question.name} text={question.text}>
      {readOnly ? (
        <ReadOnlyText id={`question-${question.id}`} label={question.name} value={answer?.answerText ?? ''} textArea={question.textArea} />
      ) : (
        <StringAnswerEditor question={question} answer={answer} />
      )}
    </QuestionCard>
  );
}
