import { ChoiceAnswerEditor } from './answer-editors-chunk';
import { QuestionCard } from './question-card';
import { ReadOnlyChoices } from './read-only-fields';
import type { WidgetProps } from './widget-props';

/**
 * A multiple-choice answer: radio buttons, or checkboxes when multipleAnswers is set, saved on
 * each change (ChoiceAnswerEditor, its own chunk). Read-only shows the chosen options disabled.
 */
export function MultipleChoiceQuestion({ question, answer, readOnly }: WidgetProps<'MultipleChoiceQuestion', 'MultipleChoiceAnswer'>) {
  return (
    <QuestionCard name={question.name} text={question.text}>
      {readOnly ? (
        <ReadOnlyChoices
          label={question.name}
          options={question.options.map((option) => option.text)}
          chosen={answer?.chosenOptions ?? []}
          multiple={question.multipleAnswers}
        />
      ) : (
        <ChoiceAnswerEditor question={question} answer={answer} />
      )}
    </QuestionCard>
  );
}
