/**
 * GraphQL IDs are the numeric database ids as strict decimal strings ("12"; not " 12", "0x1",
 * "1e1" or beyond int4); anything else is a BAD_USER_INPUT on that argument.
 */
import { ApiError } from '../errors';
import { strictId } from '../lib/input-rules';

export function toId(value: string | number, field: string): number {
  const id = strictId(value);
  if (id === null) throw new ApiError('BAD_USER_INPUT', `${field} must be an id`, [field]);
  return id;
}

/** An optional id argument: undefined when left out. */
export function toOptionalId(value: string | number | null | undefined, field: string): number | undefined {
  return value === null || value === undefined ? undefined : toId(value, field);
}
