import { Card } from '@usb/contracts/ui/core';
import { Form, Input } from '@usb/contracts/ui/forms';
import { messages } from '@usb/contracts/messages';
import { contactInfoRules } from '@usb/contracts/validation';
import { formRules } from '../../../lib/form-rules';

/** The sign-up's contact card; its fields live in the surrounding form under `contactInfo`. */
export function ContactInfoCard() {
  return (
    <Card title={messages.signup.contactCardTitle}>
      <Form.Item label={messages.accountFields.firstName} name={['contactInfo', 'firstName']} rules={formRules(contactInfoRules.firstName)} required hasFeedback>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label={messages.accountFields.lastName} name={['contactInfo', 'lastName']} rules={formRules(contactInfoRules.lastName)} required hasFeedback>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item label={messages.accountFields.email} name={['contactInfo', 'email']} rules={formRules(contactInfoRules.email)} required hasFeedback>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={messages.accountFields.mobile} name={['contactInfo', 'mobile']} rules={formRules(contactInfoRules.mobile)} required hasFeedback>
        <Input type="tel" inputMode="numeric" maxLength={8} autoComplete="tel-national" />
      </Form.Item>
    </Card>
  );
}
