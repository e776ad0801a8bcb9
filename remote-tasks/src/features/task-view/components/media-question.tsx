import { lazy } from 'react';
import { messages } from '@usb/contracts/messages';
import { MediaPreview } from './media-preview';
import { QuestionCard } from './question-card';
import type { WidgetProps } from './widget-props';

/**
 * The upload area waits for its chunk under the task view's boundary for the questions, so a
 * patrol's questions appear together with it, and a visitor's read-only view never loads it.
 */
const MediaUploadArea = lazy(() => import('./media-upload-area').then((module) => ({ default: module.MediaUploadArea })));

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
