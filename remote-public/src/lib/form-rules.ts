import type { Rule } from '@usb/ui/forms';
import { checkField, checkPasswordRepeat, type FieldRule } from '@usb/schema/validation';
import { fieldErrorText } from '@usb/contracts/messages';

/**
 * The antd form rules for one field rule of @usb/schema/validation, so the forms check
 * exactly what the api checks and show the catalogue's Danish error texts.
 */
export function formRules(rule: FieldRule): Rule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        const code = checkField(typeof value === 'string' ? value : '', rule);
        if (code) throw new Error(fieldErrorText(code, rule));
      },
    },
  ];
}

/** The repeat-password rule: must equal the value of `passwordField` (matchPassword). */
export function repeatPasswordRules(passwordField: string | string[]): Rule[] {
  return [
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const password: unknown = getFieldValue(passwordField);
        const code = checkPasswordRepeat(typeof password === 'string' ? password : '', typeof value === 'string' ? value : '');
        if (code) throw new Error(fieldErrorText(code, {}));
      },
    }),
  ];
}
