import { Button, Card } from '@usb/ui/core';
import { Empty } from '@usb/ui/data';
import { Link, useNavigate } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import type { SessionUser } from '@usb/contracts/session';
import { paths } from '../../../lib/paths';
import { ItemList } from '../../../components/item-list';
import { RegistrationTitle } from './registration-title';

/** The user's event registrations (one patrol per battle), each linking to its event. */
export function RegistrationsCard({ patrols }: { patrols: SessionUser['patrols'] }) {
  const navigate = useNavigate();
  return (
    <Card title={messages.profile.registrationsTitle}>
      {patrols.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.profile.noRegistrations}>
          <Button type="primary" onClick={() => navigate(paths.events)}>
            {messages.profile.eventsLink}
          </Button>
        </Empty>
      ) : (
        <ItemList
          rows={patrols.map((patrol) => ({
            key: patrol.id,
            title: <RegistrationTitle registration={patrol} />,
            action: <Link to={paths.battle(patrol.battleID)}>{messages.profileRegistrations.show}</Link>,
          }))}
        />
      )}
    </Card>
  );
}
