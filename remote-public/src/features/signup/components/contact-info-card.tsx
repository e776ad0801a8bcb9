import { Card } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import { contactInfoRules } from '@usb/schema/validation';
import { ContactFields } from '../../../components/contact-fields';

/** The sign-up's contact card; its fields live in the surrounding form under `contactInfo`. */
export function ContactInfoCard() {
  return (
    <Card title={messages.signup.contactCardTitle}>
      <ContactFields rules={contactInfoRules} />
    </Card>
  );
}
