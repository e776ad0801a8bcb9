/**
 * Validation of createQuestion and saveQuestion: exactly one of the five typed inputs,
 * a name, sanitised HTML text and the kind's own fields.
 */
import type { QuestionsMutationCreateQuestionArgs } from '../../generated/graphql';
import type { QuestionSettings } from '../../db/schema';
import { ApiError } from '../../errors';
import { toOptionalId } from '../../graphql/ids';
import { InputCheck } from '../../lib/text-input';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { MEDIA_IMAGE, MEDIA_VIDEO } from '../media';
import type { QuestionFields } from './tasks-repository';

export type QuestionArgs = Omit<QuestionsMutationCreateQuestionArgs, 'battleTaskID'>;

const NAME = { required: true, max: 200 } as const;
const TEXT_MAX = 100_000;
const OPTION_TEXT = { required: true, max: 500 } as const;
const OPTION_VALUE = { min: 0, max: 1000 } as const;
const OPTIONS_MIN = 2;
const OPTIONS_MAX = 20;
/** Deliberately loose: one @, no spaces, a dot in the domain; the mail client has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CheckedQuestion {
  /** The id given in the input (saveQuestion needs it). */
  id: number | undefined;
  fields: QuestionFields;
}

function settingsOf(args: QuestionArgs, check: InputCheck): QuestionSettings | null {
  if (args.externalQuestion) return { kind: 'external' };
  if (args.stringQuestion) return { kind: 'string', textArea: args.stringQuestion.textArea ?? false };
  if (args.emailQuestion) {
    const to = check.text('to', args.emailQuestion.to, { required: true, max: 254 });
    if (!EMAIL.test(to)) check.fail('to');
    return { kind: 'email', to };
  }
  if (args.multipleChoiceQuestion) {
    const input = args.multipleChoiceQuestion.options ?? [];
    if (input.length < OPTIONS_MIN || input.length > OPTIONS_MAX) check.fail('options');
    const options = input.map((option, index) => ({
      text: check.text(`options.${index}.text`, option.text, OPTION_TEXT),
      value: check.integer(`options.${index}.value`, option.value, OPTION_VALUE) ?? 0,
    }));
    return { kind: 'multipleChoice', multipleAnswers: args.multipleChoiceQuestion.multipleAnswers ?? false, options };
  }
  if (args.mediaQuestion) {
    const mediaType = check.integer('mediaType', args.mediaQuestion.mediaType, { required: true, min: MEDIA_IMAGE, max: MEDIA_VIDEO });
    return mediaType === null ? null : { kind: 'media', mediaType };
  }
  return null;
}

export function checkQuestion(args: QuestionArgs): CheckedQuestion {
  const given = [args.externalQuestion, args.stringQuestion, args.emailQuestion, args.multipleChoiceQuestion, args.mediaQuestion].filter(
    (input) => input !== null && input !== undefined,
  );
  const [input] = given;
  if (given.length !== 1 || !input) throw new ApiError('BAD_USER_INPUT', 'Give exactly one question input', ['question']);
  const check = new InputCheck();
  let id: number | undefined;
  try {
    id = toOptionalId(input.id, 'id');
  } catch {
    check.fail('id');
  }
  const name = check.text('name', input.name, NAME);
  const text = input.text ?? '';
  if (text.length > TEXT_MAX) check.fail('text');
  const settings = settingsOf(args, check);
  if (!settings) return check.reject();
  check.done();
  return { id, fields: { name, text: sanitizeHtml(text), settings } };
}
