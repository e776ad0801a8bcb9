import { useEffect, useState } from 'react';
import { Form, type FormInstance } from '@usb/ui/forms';

/**
 * Whether every rule of the form passes right now, re-checked on each change without showing
 * errors on untouched fields: drives the rule that a form's button stays disabled while any
 * field is invalid.
 */
export function useSubmittable<T>(form: FormInstance<T>): boolean {
  const values: unknown = Form.useWatch([], form);
  const [submittable, setSubmittable] = useState(false);

  useEffect(() => {
    // A later change may finish validating before an earlier one; only the latest counts.
    let current = true;
    form.validateFields({ validateOnly: true }).then(
      () => current && setSubmittable(true),
      (error: { outOfDate?: boolean }) => {
        // Overtaken by the submit's own validation: this answer says nothing, so keep the last
        // one rather than leave the button disabled on a valid form (e.g. after a failed send).
        if (current && !error.outOfDate) setSubmittable(false);
      },
    );
    return () => {
      current = false;
    };
  }, [form, values]);

  return submittable;
}
