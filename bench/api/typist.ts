/**
 * What a patrol types into the task view: phrase after phrase, each save sending the whole text
 * so far (as the autosave does), per question. An answer that grows past MAX_ANSWER_CHARS starts
 * over, which keeps it a realistic size and far below the 10,000-character limit.
 */
const PHRASES = [
  'Vi startede ved kirken og gik mod nord langs åen. ',
  'Ved broen fandt vi skiltet med ugler på. ',
  'Så drejede vi ind i skoven, hvor stien var mudret. ',
  'Halvdelen af patruljen ville til venstre, resten til højre. ',
  'Til sidst så vi lygten ved søen og fandt posten. ',
];

const MAX_ANSWER_CHARS = 1_500;

export class Typist {
  private readonly texts = new Map<string, string>();
  private typed = 0;

  /** The text after typing one more phrase into the question. */
  next(questionId: string): string {
    const phrase = PHRASES[this.typed % PHRASES.length] ?? '';
    this.typed += 1;
    const grown = (this.texts.get(questionId) ?? '') + phrase;
    const text = grown.length > MAX_ANSWER_CHARS ? phrase : grown;
    this.texts.set(questionId, text);
    return text;
  }
}
