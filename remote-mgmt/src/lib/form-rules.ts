import type { Rule } from '@usb/ui/forms';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../texts';

const text = mgmtMessages.common;

/** Whether `later` is not before `earlier`; true while either is still empty (the required rule speaks then). */
export function inOrder(earlier: string | undefined, later: string | undefined): boolean {
  if (!earlier || !later) return true;
  return Date.parse(earlier) <= Date.parse(later);
}

/** A required text, trimmed, with at most `max` characters. */
export function requiredText(max: number): Rule[] {
  return [
    { required: true, whitespace: true, message: text.required },
    { max, message: fill(text.tooLong, { max }) },
  ];
}

export const requiredValue: Rule = { required: true, message: text.required };

/**
 * A time that must not come before the form's `earlierField`: the field shows `message` as soon
 * as the two are out of order (give the Form.Item dependencies={[earlierField]} so it re-checks
 * when the earlier time moves).
 */
export function notBeforeRule(earlierField: string, message: string): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (!inOrder(getFieldValue(earlierField) as string | undefined, value)) throw new Error(message);
    },
  });
}
