import { Layout, Typography } from '@usb/ui/core';
import { fill, messages } from '@usb/contracts/messages';
import { useContactEmail } from './use-contact-email';

/** The footer: copyright line and the contact mail link (once the settings have loaded). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const email = useContactEmail();
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>
      <Typography.Text type="secondary">{fill(messages.footer.copyright, { year })}</Typography.Text>
      <br />
      <Typography.Text type="secondary" style={email ? undefined : { visibility: 'hidden' }} aria-hidden={email ? undefined : true}>
        {messages.footer.contact} {email && <a href={`mailto:${email}`}>{email}</a>}
      </Typography.Text>
    </Layout.Footer>
  );
}
