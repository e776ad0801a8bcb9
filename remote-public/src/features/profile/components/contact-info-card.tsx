import { Card } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import type { SessionUser } from '@usb/contracts/session';
import { LightDescriptions } from '../../../components/light-descriptions';

/** 'Kontaktinformation': first name, last name, e-mail and mobile of the user. */
export function ContactInfoCard({ contactInfo }: { contactInfo: SessionUser['contactInfo'] }) {
  const fields = messages.accountFields;
  return (
    <Card title={messages.profile.contactInfoTitle}>
      <LightDescriptions
        items={[
          { key: 'firstName', label: fields.firstName, children: contactInfo.firstName },
          { key: 'lastName', label: fields.lastName, children: contactInfo.lastName },
          { key: 'email', label: fields.email, children: contactInfo.email },
          { key: 'mobile', label: fields.mobile, children: contactInfo.mobile },
        ]}
      />
    </Card>
  );
}
