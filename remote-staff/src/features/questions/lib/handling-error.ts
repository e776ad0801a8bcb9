import { hasErrorCode } from '@usb/contracts/graphql-client';
import { staffQuestionMessages } from '../../../texts';

/** What the staff member reads when an answer or closing failed: someone was first, or try again. */
export function handlingErrorText(error: unknown): string {
  if (hasErrorCode(error, 'CONFLICT')) return staffQuestionMessages.alreadyHandled;
  if (hasErrorCode(error, 'BAD_USER_INPUT')) return staffQuestionMessages.answerTooLong;
  return staffQuestionMessages.actionError;
}
