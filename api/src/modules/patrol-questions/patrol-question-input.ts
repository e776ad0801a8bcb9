/** The checks of a patrol's question and the staff's answer: plain text within its length. */
import { ApiError } from '../../errors';

const QUESTION_MAX = 1000;
const ANSWER_MAX = 2000;

// A question and an answer are plain text, shown as text; line breaks (and tabs) are kept.
const CONTROL_BUT_LINES = /(?![\n\t])\p{Cc}/gu;

function plainText(field: string, value: string, max: number): string {
  const text = value.replace(/\r\n?/g, '\n').replace(CONTROL_BUT_LINES, '').trim();
  if (text === '' || text.length > max) throw new ApiError('BAD_USER_INPUT', `${field} must be 1-${max} characters`, [field]);
  return text;
}

/** A question: trimmed, 1-1,000 characters. */
export const checkQuestionText = (text: string): string => plainText('text', text, QUESTION_MAX);

/** An answer: trimmed, 1-2,000 characters. */
export const checkAnswerText = (text: string): string => plainText('text', text, ANSWER_MAX);
