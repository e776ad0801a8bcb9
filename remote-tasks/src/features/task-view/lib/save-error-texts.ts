import { messages } from '@usb/contracts/messages';

/** The alert texts of a failed save: when the request fails, and when it answers without an answer id. */
export interface SaveErrorTexts {
  requestFailed: string;
  noId: string;
}

/** The string answer has its own two texts ... */
export const stringSaveErrors: SaveErrorTexts = { requestFailed: messages.task.saveRequestError, noId: messages.task.saveNoId };

/** ... and one for answering that returns errors on the other widgets (multiple choice). */
export const answerSaveErrors: SaveErrorTexts = { requestFailed: messages.task.answerErrors, noId: messages.task.answerErrors };
