import { messages } from '@usb/contracts/messages';
import { MediaPreview } from './media-preview';
import { MediaUploadArea } from './media-upload-area-chunk';
import { QuestionCard } from './question-card';
import type { WidgetProps } from './widget-props';

interface MediaQuestionProps extends WidgetProps<'MediaQuestion', 'MediaAnswer'> {
  onAnswered: () => void;
}

/**
 * An image or video answer (docs/answers-and-windows.md, media upload): the current file, and
 * for a patrol that may answer, the area that uploads a new one. Read-only shows the file only.
 */
export function MediaQuestion({ question, answer, readOnly, onAnswered }: MediaQuestionProps) {
  return (
    <QuestionCard name={question.name} text={question.text}>
      <MediaPreview answer={answer} readOnly={readOnly} alt={messages.taskView.mediaAlt.replace('{question}', question.name)} />
      {!readOnly && <MediaUploadArea questionID={question.id} mediaType={question.mediaType} answered={answer !== null} onAnswered={onAnswered} />}
    </QuestionCard>
  );
}
