/** GraphQL IDs are the numeric database ids as strings; anything else is a BAD_USER_INPUT on that argument. */
import { ApiError } from '../errors';

/** serial columns are int4. */
const MAX_ID = 2_147_483_647;

export function toId(value: string | number, field: string): number {
  const id = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw new ApiError('BAD_USER_INPUT', `${field} must be an id`, [field]);
  return id;
}

/** An optional id argument: undefined when left out. */
export function toOptionalId(value: string | number | null | undefined, field: string): number | undefined {
  return value === null || value === undefined ? undefined : toId(value, field);
}
