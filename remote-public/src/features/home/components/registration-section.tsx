import { Card, Typography } from '@usb/contracts/ui/core';
import { Link } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { DEFAULT_REGISTRATION_OPENS } from '@usb/contracts/domain';
import { formatMediumDate } from '../../../lib/dates';
import { formatText } from '../../../lib/format-text';
import { paths } from '../../../lib/paths';

/**
 * 'Tilmelding': a link to the events once registration has opened, otherwise the date it opens
 * (the home page counts registration as open once the opening date has passed). While the
 * date loads (null) the card holds the opening text hidden, so it has the height it will have.
 */
export function RegistrationSection({ registrationFrom, now }: { registrationFrom: string | null; now: number }) {
  if (registrationFrom === null) {
    return (
      <Card title={messages.home.registrationTitle}>
        <Typography.Text style={{ visibility: 'hidden' }} aria-hidden="true">
          {formatText(messages.home.registrationOpensOn, { date: formatMediumDate(DEFAULT_REGISTRATION_OPENS) })}
        </Typography.Text>
      </Card>
    );
  }
  const open = new Date(registrationFrom).getTime() <= now;
  return (
    <Card title={messages.home.registrationTitle}>
      {open ? (
        <Link to={paths.events}>{messages.home.registrationOpen}</Link>
      ) : (
        <Typography.Text>{formatText(messages.home.registrationOpensOn, { date: formatMediumDate(registrationFrom) })}</Typography.Text>
      )}
    </Card>
  );
}
