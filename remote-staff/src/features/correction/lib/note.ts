/** The note to the patrol as the api takes it (feedback-input.ts of the api): at most 1000 characters after trimming. */
export const NOTE_MAX = 1000;

export const isValidNote = (note: string): boolean => note.trim().length <= NOTE_MAX;

/** The note with a phrase added at its end, on the same line after a space, or alone when empty. */
export function withPhrase(note: string, phrase: string): string {
  if (note.trim() === '') return phrase;
  return /\s$/.test(note) ? `${note}${phrase}` : `${note} ${phrase}`;
}

/** The phrases editor's text, one phrase a line, as the list the api takes (empty lines dropped). */
export const phrasesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
