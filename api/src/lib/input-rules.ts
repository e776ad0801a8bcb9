/**
 * The rules every input value passes before any service sees it, for REST bodies and GraphQL
 * arguments alike (docs/authorization.md, "Input limits"): no NUL character (PostgreSQL text
 * cannot hold one), no lone UTF-16 surrogate (no valid UTF-8 encodes it), texts within a
 * length, ids strict integers an int4 column can hold, dates within years 2000-2100.
 */

/** The longest rich text (HTML of a task description, a question, a blog post, an answer). */
export const MAX_LONG_TEXT = 100_000;
/** The longest one-line text (names, e-mails, tokens, paths, passwords, search texts). */
export const MAX_SHORT_TEXT = 200;
/** Field names whose values are rich or free text; every other string is a one-line text. */
const LONG_TEXT_FIELDS = new Set(['text', 'description', 'answerText', 'body', 'summary', 'message']);

/** serial columns are int4. */
export const MAX_ID = 2_147_483_647;
const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

export const EARLIEST_DATE = Date.UTC(2000, 0, 1);
export const LATEST_DATE = Date.UTC(2101, 0, 1) - 1;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The longest text the field may hold, by the field's own name (the last segment of its path). */
export function maxLengthOf(field: string): number {
  const name = field.slice(field.lastIndexOf('.') + 1);
  return LONG_TEXT_FIELDS.has(name) ? MAX_LONG_TEXT : MAX_SHORT_TEXT;
}

/** Whether a text can be stored and is within its length. */
export function isAcceptableText(value: string, maxLength: number): boolean {
  return value.length <= maxLength && !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The id of a strict decimal string ("12") or an integer; null for " 1", "0x1", "1e0", "01", 0 or beyond int4. */
export function strictId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : null;
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** Whether a date is one the site can mean: within the years 2000-2100. */
export function isDateInRange(date: Date): boolean {
  const time = date.getTime();
  return !Number.isNaN(time) && time >= EARLIEST_DATE && time <= LATEST_DATE;
}
