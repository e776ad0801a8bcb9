import { useCallback, useState } from 'react';
import { emit } from '@usb/contracts/events';
import type { FormInstance } from '@usb/ui/forms';
import { mgmtMessages } from '../texts';
import { fieldErrors, type FieldError } from '../lib/graphql-error';

const text = mgmtMessages.common;

/** 'options.1.text' as a form path: ['options', 1, 'text'], as Form.List names its fields. */
function formPath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export interface FormSubmit<Values> {
  submit: (values: Values) => Promise<void>;
  saving: boolean;
  /** The Danish reason the last save failed; null after a success or before any save. */
  failure: string | null;
}

/**
 * Saves a form and reports the outcome. The fields the api names in an error (BAD_USER_INPUT,
 * CONFLICT) get a message under them (`explain` gives a field its own text, else a general
 * one); on any failure the form keeps every value typed, so nothing is lost. A success is
 * announced in the shell's alert area.
 */
export function useFormSubmit<Values>(
  form: Pick<FormInstance, 'setFields'>,
  save: (values: Values) => Promise<unknown>,
  success: string,
  explain: (error: FieldError) => string | undefined = () => undefined,
): FormSubmit<Values> {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useCallback(
    async (values: Values) => {
      setSaving(true);
      setFailure(null);
      try {
        await save(values);
        emit('alert', { type: 'success', message: success, dismissible: true, timeout: 3000 });
      } catch (error) {
        const fields = fieldErrors(error);
        form.setFields(fields.map((named) => ({ name: formPath(named.field), errors: [explain(named) ?? text.invalidField] })));
        setFailure(fields.length > 0 ? text.invalidInput : text.saveError);
      } finally {
        setSaving(false);
      }
    },
    [form, save, success, explain],
  );
  return { submit, saving, failure };
}
