import { Card, Typography } from '@usb/ui/core';
import { Link } from '@usb/contracts/router';
import { fill, messages } from '@usb/contracts/messages';
import { DEFAULT_REGISTRATION_OPENS } from '@usb/schema/domain';
import { formatMediumDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import type { NextEvent } from '../api/use-next-event';

function RegistrationText({ registration }: { registration: NextEvent['registration'] }) {
  if (registration.state === 'OPEN') return <Link to={paths.events}>{messages.home.registrationOpen}</Link>;
  if (registration.state === 'UPCOMING') {
    return <Typography.Text>{fill(messages.home.registrationOpensOn, { date: formatMediumDate(registration.opens) })}</Typography.Text>;
  }
  return <Typography.Text>{messages.home.registrationClosed}</Typography.Text>;
}

/**
 * 'Tilmelding' for the next event, by the api's registration state (the rule /events lists
 * by, docs/patrols.md): the date it opens before the window, a link to the events inside it,
 * 'closed' after it or with no battle at all. While the event loads (null) the card holds the
 * opening text hidden, so it has the height it will have.
 */
export function RegistrationSection({ event }: { event: NextEvent | null }) {
  return (
    <Card title={messages.home.registrationTitle}>
      {event ? (
        <RegistrationText registration={event.registration} />
      ) : (
        <Typography.Text style={{ visibility: 'hidden' }} aria-hidden="true">
          {fill(messages.home.registrationOpensOn, { date: formatMediumDate(DEFAULT_REGISTRATION_OPENS) })}
        </Typography.Text>
      )}
    </Card>
  );
}
