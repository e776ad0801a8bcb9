/** The checks of the correctors' feedback: a note to the patrol and the battle's phrases for notes. */
import { ApiError } from '../../errors';

const NOTE_MAX = 1000;
const PHRASES_MAX = 20;
const PHRASE_MAX = 200;

// Control characters: a note is plain text, shown as text; line breaks (and tabs) are kept in notes.
const CONTROL_BUT_LINES = /(?![\n\t])\p{Cc}/gu;
const CONTROL = /\p{Cc}/u;

/** Plain text, trimmed, without control characters but line breaks, at most 1000 characters; null for none. */
export function checkNote(note: string | null | undefined): string | null {
  const text = (note ?? '').replace(/\r\n?/g, '\n').replace(CONTROL_BUT_LINES, '').trim();
  if (text.length > NOTE_MAX) throw new ApiError('BAD_USER_INPUT', `note must be at most ${NOTE_MAX} characters`, ['note']);
  return text === '' ? null : text;
}

/** At most 20 phrases, each one line of 1-200 characters after trimming, no two the same. */
export function checkPhrases(phrases: readonly string[]): string[] {
  const trimmed = phrases.map((phrase) => phrase.trim());
  const fits = (phrase: string) => phrase.length >= 1 && phrase.length <= PHRASE_MAX && !CONTROL.test(phrase);
  if (trimmed.length > PHRASES_MAX || !trimmed.every(fits) || new Set(trimmed).size !== trimmed.length) {
    throw new ApiError('BAD_USER_INPUT', `phrases: at most ${PHRASES_MAX}, each one line of 1-${PHRASE_MAX} characters, no two the same`, ['phrases']);
  }
  return trimmed;
}
