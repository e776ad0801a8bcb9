import { Card } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { messages } from '@usb/contracts/messages';
import { badgeAddressRules, type BadgeAddressField } from '@usb/schema/validation';
import { formRules } from '../../../lib/form-rules';

const text = messages.badgeOrder;

const fields: { name: BadgeAddressField; autoComplete?: string; inputMode?: 'numeric'; maxLength?: number }[] = [
  { name: 'streetName' },
  { name: 'streetNumber', maxLength: 20 },
  { name: 'postalCode', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4 },
  { name: 'postalCity', autoComplete: 'address-level2' },
];

/** Where the badges are sent; its fields live in the surrounding form under `address`. */
export function AddressCard() {
  return (
    <Card title={text.addressTitle} style={{ flex: '1 1 300px' }}>
      {fields.map((field) => (
        <Form.Item
          key={field.name}
          label={text[field.name]}
          name={['address', field.name]}
          rules={formRules(badgeAddressRules[field.name])}
          required
          hasFeedback
        >
          <Input autoComplete={field.autoComplete} inputMode={field.inputMode} maxLength={field.maxLength} />
        </Form.Item>
      ))}
    </Card>
  );
}
