import { fill, messages } from '@usb/contracts/messages';
import type { OwnGalleryItem } from '../api/use-own-gallery-items';
import { GalleryNotice } from './gallery-notice';
import { MediaPreview } from './media-preview';
import { MediaUploadArea } from './media-upload-area-chunk';
import { QuestionCard } from './question-card';
import type { WidgetProps } from './widget-props';

interface MediaQuestionProps extends WidgetProps<'MediaQuestion', 'MediaAnswer'> {
  onAnswered: () => void;
  /** The answer's item in the evening's gallery, and the takedown request for it. */
  gallery: { item: OwnGalleryItem | null; requesting: boolean; takeDown: (itemID: string) => Promise<void> };
}

/**
 * An image or video answer (docs/answers-and-windows.md, media upload): the current file, and
 * for a patrol that may answer, the area that uploads a new one. Read-only shows the file only.
 * An answer the staff put in the gallery says so, with the patrol's way to have it taken down.
 */
export function MediaQuestion({ question, answer, readOnly, onAnswered, gallery }: MediaQuestionProps) {
  return (
    <QuestionCard name={question.name} text={question.text}>
      <MediaPreview answer={answer} readOnly={readOnly} alt={fill(messages.taskView.mediaAlt, { question: question.name })} />
      {gallery.item && <GalleryNotice item={gallery.item} requesting={gallery.requesting} onTakeDown={gallery.takeDown} />}
      {!readOnly && <MediaUploadArea questionID={question.id} mediaType={question.mediaType} answered={answer !== null} onAnswered={onAnswered} />}
    </QuestionCard>
  );
}
