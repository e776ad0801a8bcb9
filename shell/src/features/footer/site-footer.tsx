import { Layout, Typography } from '@usb/contracts/ui/core';
import { messages } from '@usb/contracts/messages';
import { CONTACT_EMAIL } from '@usb/contracts/domain';

/** The footer: copyright line and the contact mail link. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>
      <Typography.Text type="secondary">{messages.footer.copyright.replace('{year}', String(year))}</Typography.Text>
      <br />
      <Typography.Text type="secondary">
        {messages.footer.contact} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </Typography.Text>
    </Layout.Footer>
  );
}
