import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { fieldErrorText } from '@usb/contracts/messages';
import { passwordRule } from '@usb/schema/validation';
import { formRules, repeatPasswordRules } from '../lib/form-rules';

interface NewPasswordFieldsProps {
  /** Form name of the password field, e.g. 'password' or ['loginInfo', 'password']. */
  name: string | string[];
  /** Form name of the repeat field; it is only compared, never sent. */
  repeatName: string;
  label: string;
  repeatLabel: string;
  autoFocus?: boolean;
}

/**
 * A new password and its repeat, by the shared password rule (docs/accounts.md): sign-up,
 * password reset and password change. The repeat must match (matchPassword); the forms clear
 * it when the password changes.
 */
export function NewPasswordFields({ name, repeatName, label, repeatLabel, autoFocus }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item label={label} name={name} rules={formRules(passwordRule)} extra={fieldErrorText('minLength', passwordRule)} required hasFeedback>
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item label={repeatLabel} name={repeatName} rules={repeatPasswordRules(name)} required hasFeedback>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
