/** Validation of answerQuestion's input against the question's kind (docs/answers-and-windows.md). */
import type { AnswersMutationAnswerQuestionArgs } from '../../generated/graphql';
import type { QuestionSettings } from '../../db/schema';
import { ApiError } from '../../errors';
import { MEDIA_IMAGE } from '../media';

export type AnswerArgs = Omit<AnswersMutationAnswerQuestionArgs, 'questionID'>;

/** Enough for a long essay typed on a phone; beyond it is BAD_USER_INPUT. */
export const ANSWER_TEXT_MAX = 10_000;

export type CheckedAnswer =
  | { kind: 'opening' }
  | { kind: 'string'; answerText: string }
  | { kind: 'multipleChoice'; chosenOptions: number[]; points: number }
  | { kind: 'media'; mimeType: string };

const INPUT_OF_KIND: Record<QuestionSettings['kind'], keyof AnswerArgs | null> = {
  external: null,
  email: null,
  string: 'stringAnswer',
  multipleChoice: 'multipleChoiceAnswer',
  media: 'mediaAnswer',
};

function bad(field: string, message: string): never {
  throw new ApiError('BAD_USER_INPUT', message, [field]);
}

export function checkAnswer(settings: QuestionSettings, args: AnswerArgs): CheckedAnswer {
  const expected = INPUT_OF_KIND[settings.kind];
  const given = (Object.keys(INPUT_OF_KIND) as QuestionSettings['kind'][])
    .map((kind) => INPUT_OF_KIND[kind])
    .filter((field): field is keyof AnswerArgs => field !== null && args[field] !== null && args[field] !== undefined);
  const stray = given.find((field) => field !== expected);
  if (stray) bad(stray, `A ${settings.kind} question takes ${expected ?? 'no answer input'}`);

  switch (settings.kind) {
    case 'external':
    case 'email':
      return { kind: 'opening' };
    case 'string': {
      const answerText = args.stringAnswer?.answerText ?? '';
      if (answerText.trim() === '' || answerText.length > ANSWER_TEXT_MAX) bad('answerText', 'answerText must be 1-10000 characters');
      return { kind: 'string', answerText };
    }
    case 'multipleChoice': {
      const chosen = args.multipleChoiceAnswer?.chosenOptions ?? [];
      const valid =
        chosen.length > 0 &&
        new Set(chosen).size === chosen.length &&
        (settings.multipleAnswers || chosen.length === 1) &&
        chosen.every((index) => Number.isInteger(index) && index >= 0 && index < settings.options.length);
      if (!valid) bad('chosenOptions', 'chosenOptions must name distinct options (exactly one unless multipleAnswers)');
      const chosenOptions = [...chosen].sort((a, b) => a - b);
      const points = chosenOptions.reduce((sum, index) => sum + (settings.options[index]?.value ?? 0), 0);
      return { kind: 'multipleChoice', chosenOptions, points };
    }
    case 'media': {
      const mimeType = args.mediaAnswer?.mimeType ?? '';
      const family = settings.mediaType === MEDIA_IMAGE ? 'image/' : 'video/';
      if (!mimeType.toLowerCase().startsWith(family)) bad('mimeType', `This question takes ${family}*`);
      return { kind: 'media', mimeType };
    }
  }
}
