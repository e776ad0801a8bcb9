import { hasErrorCode } from '@usb/contracts/graphql-client';
import { messages } from '@usb/contracts/messages';

const text = messages.patrolQuestions;

/** What the patrol reads when its question was refused: what to do next, by the api's code. */
export function askErrorText(error: unknown): string {
  if (hasErrorCode(error, 'CONFLICT')) return text.tooManyOpen;
  if (hasErrorCode(error, 'RATE_LIMITED')) return text.rateLimited;
  if (hasErrorCode(error, 'CLOSED')) return text.closed;
  if (hasErrorCode(error, 'BAD_USER_INPUT')) return text.tooLong;
  return text.sendError;
}
