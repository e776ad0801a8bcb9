import { CONTACT_EMAIL } from '@usb/schema/domain';

/**
 * A mailto link showing the address itself. While the settings load (null) it holds the default
 * address hidden, so the text around it has the width it will have.
 */
export function MailLink({ email }: { email: string | null }) {
  if (email === null) {
    return (
      <span style={{ visibility: 'hidden' }} aria-hidden="true">
        {CONTACT_EMAIL}
      </span>
    );
  }
  return <a href={`mailto:${email}`}>{email}</a>;
}
