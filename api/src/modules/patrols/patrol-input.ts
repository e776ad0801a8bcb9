/** Validation of the patrol form's fields: a name and corps, a known category, short texts and a size of at most 10. */
import { corpsList, patrolCategories } from '@usb/schema/domain';
import type { PatrolInput } from '../../generated/graphql';
import { InputCheck } from '../../lib/text-input';
import type { PatrolFields } from './patrols-repository';

const CORPS_MAX = Math.max(...corpsList.map((corps) => corps.value));
const CATEGORIES: readonly number[] = patrolCategories.map((category) => category.value);
const PATROL_SIZE_MAX = 10;
const TEXT_MAX = 100;

export function checkPatrolInput(input: PatrolInput): PatrolFields {
  const check = new InputCheck();
  const name = check.text('name', input.name, { required: true, max: TEXT_MAX });
  const corps = check.integer('corps', input.corps, { required: true, min: 0, max: CORPS_MAX });
  const category = input.category ?? null;
  if (category !== null && !CATEGORIES.includes(category)) check.fail('category');
  const patrolSize = check.integer('patrolSize', input.patrolSize, { min: 0, max: PATROL_SIZE_MAX }) ?? 0;
  const city = check.text('city', input.city, { max: TEXT_MAX });
  const groupName = check.text('groupName', input.groupName, { max: TEXT_MAX });
  if (corps === null) return check.reject();
  check.done();
  return { name, corps, category, city, groupName, patrolSize };
}
