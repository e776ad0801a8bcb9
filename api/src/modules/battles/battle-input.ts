/** Validation of createBattle and saveBattle: a name of at most 200 characters and dates in order. */
import { InputCheck } from '../../lib/text-input';
import type { BattleFields } from './battles-repository';

export interface BattleArgs {
  name?: string | null;
  start?: Date | null;
  end?: Date | null;
  registrationFrom?: Date | null;
  registrationTo?: Date | null;
}

const NAME = { required: true, max: 200 } as const;

function checkOrder(check: InputCheck, fields: BattleFields): void {
  if (fields.start > fields.end) check.fail('start', 'end');
  if (fields.registrationFrom > fields.registrationTo) check.fail('registrationFrom', 'registrationTo');
}

/** Only the name is required; a date left out becomes `now` until the admin saves the battle with its dates. */
export function checkCreateBattle(args: BattleArgs, now: Date): BattleFields {
  const check = new InputCheck();
  const fields: BattleFields = {
    name: check.text('name', args.name, NAME),
    start: args.start ?? now,
    end: args.end ?? now,
    registrationFrom: args.registrationFrom ?? now,
    registrationTo: args.registrationTo ?? now,
  };
  checkOrder(check, fields);
  check.done();
  return fields;
}

/**
 * A clone keeps the original's schedule: every time moves by the same offset as start.
 * name and start are required; the shifted dates keep their order.
 */
export function checkCloneBattle(original: BattleFields, args: Pick<BattleArgs, 'name' | 'start'>): { fields: BattleFields; offsetMs: number } {
  const check = new InputCheck();
  const name = check.text('name', args.name, NAME);
  const start = args.start;
  if (!start) {
    check.fail('start');
    return check.reject();
  }
  check.done();
  const offsetMs = start.getTime() - original.start.getTime();
  const shift = (date: Date) => new Date(date.getTime() + offsetMs);
  return {
    offsetMs,
    fields: { name, start, end: shift(original.end), registrationFrom: shift(original.registrationFrom), registrationTo: shift(original.registrationTo) },
  };
}

/** Every field, the id included, is required. */
export function checkSaveBattle(id: number | undefined, args: BattleArgs): { id: number; fields: BattleFields } {
  const check = new InputCheck();
  if (id === undefined) check.fail('id');
  const name = check.text('name', args.name, NAME);
  const { start, end, registrationFrom, registrationTo } = args;
  if (!start) check.fail('start');
  if (!end) check.fail('end');
  if (!registrationFrom) check.fail('registrationFrom');
  if (!registrationTo) check.fail('registrationTo');
  if (id === undefined || !start || !end || !registrationFrom || !registrationTo) return check.reject();
  const fields = { name, start, end, registrationFrom, registrationTo };
  checkOrder(check, fields);
  check.done();
  return { id, fields };
}
