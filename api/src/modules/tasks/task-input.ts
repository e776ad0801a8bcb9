/** Validation of createBattleTask and saveBattleTask: the task's fields, categories and times. */
import { patrolCategories as categoryList } from '@usb/schema/domain';
import type { BattlesMutationCreateBattleTaskArgs } from '../../generated/graphql';
import { toOptionalId } from '../../graphql/ids';
import { InputCheck } from '../../lib/text-input';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { BattleTaskFields } from './tasks-repository';

export type BattleTaskArgs = BattlesMutationCreateBattleTaskArgs;

const CATEGORIES: readonly number[] = categoryList.map((category) => category.value);
const NAME = { required: true, max: 200 } as const;
/** Room for a rich description with images by URL, not for pasted binary data. */
const DESCRIPTION_MAX = 100_000;

/**
 * name, battleID, patrolCategories, availableFrom, close and availableTo are required, with
 * availableFrom <= close <= availableTo; every failing field is named in one BAD_USER_INPUT.
 */
export function checkBattleTask(args: BattleTaskArgs): BattleTaskFields {
  const check = new InputCheck();
  const name = check.text('name', args.name, NAME);
  const battleId = args.battleID === null || args.battleID === undefined ? undefined : safeId(args.battleID, check);
  if (battleId === undefined) check.fail('battleID');
  const categories = [...new Set(args.patrolCategories ?? [])].sort((a, b) => a - b);
  if (categories.length === 0 || categories.some((category) => !CATEGORIES.includes(category))) check.fail('patrolCategories');
  const description = args.description ?? '';
  if (description.length > DESCRIPTION_MAX) check.fail('description');
  const { availableFrom, close, availableTo } = args;
  if (!availableFrom) check.fail('availableFrom');
  if (!close) check.fail('close');
  if (!availableTo) check.fail('availableTo');
  if (availableFrom && close && availableFrom > close) check.fail('availableFrom', 'close');
  if (close && availableTo && close > availableTo) check.fail('close', 'availableTo');
  if (availableFrom && availableTo && availableFrom > availableTo) check.fail('availableFrom', 'availableTo');
  if (battleId === undefined || !availableFrom || !close || !availableTo) return check.reject();
  check.done();
  return {
    battleId,
    name,
    description: sanitizeHtml(description),
    patrolCategories: categories,
    availableFrom,
    close,
    availableTo,
    displayDate: args.displayDate ?? false,
  };
}

/** A malformed id is one more failing field, not a separate error. */
function safeId(value: string, check: InputCheck): number | undefined {
  try {
    return toOptionalId(value, 'battleID');
  } catch {
    check.fail('battleID');
    return undefined;
  }
}
