import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { messages } from '@usb/contracts/messages';
import type { ContactInfoField, FieldRule } from '@usb/schema/validation';
import { formRules } from '../lib/form-rules';

/**
 * The four contact fields (first and last name, e-mail, mobile) of a form, under `contactInfo`,
 * checked by the given rules: sign-up and the badge order differ only in their rules.
 */
export function ContactFields({ rules }: { rules: Record<ContactInfoField, FieldRule> }) {
  const labels = messages.accountFields;
  return (
    <>
      <Form.Item label={labels.firstName} name={['contactInfo', 'firstName']} rules={formRules(rules.firstName)} required hasFeedback>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label={labels.lastName} name={['contactInfo', 'lastName']} rules={formRules(rules.lastName)} required hasFeedback>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item label={labels.email} name={['contactInfo', 'email']} rules={formRules(rules.email)} required hasFeedback>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={labels.mobile} name={['contactInfo', 'mobile']} rules={formRules(rules.mobile)} required hasFeedback>
        <Input type="tel" inputMode="numeric" maxLength={8} autoComplete="tel-national" />
      </Form.Item>
    </>
  );
}
