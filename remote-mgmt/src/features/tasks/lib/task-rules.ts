import type { Rule } from '@usb/ui/forms';
import { mgmtMessages } from '../../../texts';
import type { FieldError } from '../../../lib/graphql-error';
import { notBeforeRule, requiredText, requiredValue } from '../../../lib/form-rules';

const text = mgmtMessages.tasks;

/** A task as its form holds it; the times are ISO instants, the description HTML. */
export interface TaskFormValues {
  name: string;
  description: string;
  patrolCategories: number[];
  availableFrom: string;
  close: string;
  availableTo: string;
  displayDate: boolean;
}

const someCategory: Rule = { type: 'array', required: true, min: 1, message: mgmtMessages.common.required };

/**
 * The api's rules for a task, checked on the fields before saving: a name of 1-200 characters,
 * at least one patrol category, all three times, and availableFrom <= close <= availableTo.
 */
export const taskRules = {
  name: requiredText(200),
  patrolCategories: [someCategory],
  availableFrom: [requiredValue],
  close: [requiredValue, notBeforeRule('availableFrom', text.closeBeforeOpen)],
  availableTo: [requiredValue, notBeforeRule('close', text.lateBeforeClose)],
};

/** The message under a time the api refused for its order. */
export function explainTaskField({ field }: FieldError): string | undefined {
  if (field === 'availableFrom' || field === 'close') return text.closeBeforeOpen;
  if (field === 'availableTo') return text.lateBeforeClose;
  return undefined;
}
