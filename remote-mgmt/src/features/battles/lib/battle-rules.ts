import { mgmtMessages } from '../../../texts';
import type { FieldError } from '../../../lib/graphql-error';
import { notBeforeRule, requiredText, requiredValue } from '../../../lib/form-rules';

const text = mgmtMessages.battles;

/** A battle as the edit form holds it; the times are ISO instants. */
export interface BattleFormValues {
  name: string;
  start: string;
  end: string;
  registrationFrom: string;
  registrationTo: string;
}

/**
 * The api's rules for a battle, checked on the fields before saving: a name of 1-200 characters,
 * every time given, start <= end and registrationFrom <= registrationTo.
 */
export const battleRules = {
  name: requiredText(200),
  start: [requiredValue],
  end: [requiredValue, notBeforeRule('start', text.endBeforeStart)],
  registrationFrom: [requiredValue],
  registrationTo: [requiredValue, notBeforeRule('registrationFrom', text.registrationToBeforeFrom)],
};

/** The api names the later field of a pair out of order; its message says which rule broke. */
export function explainBattleField({ field }: FieldError): string | undefined {
  if (field === 'end' || field === 'start') return text.endBeforeStart;
  if (field === 'registrationTo' || field === 'registrationFrom') return text.registrationToBeforeFrom;
  return undefined;
}
