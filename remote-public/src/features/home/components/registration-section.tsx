import { Card, Typography } from '@usb/contracts/ui/core';
import { Link } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { formatMediumDate } from '../../../lib/dates';
import { formatText } from '../../../lib/format-text';
import { paths } from '../../../lib/paths';

/**
 * 'Tilmelding': a link to the events once registration has opened, otherwise the date it opens
 * (the home page counts registration as open once the opening date has passed).
 */
export function RegistrationSection({ registrationFrom, now }: { registrationFrom: string; now: number }) {
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
