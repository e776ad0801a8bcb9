import { Button, Card } from '@usb/ui/core';
import { Link, useNavigate } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import type { SessionUser } from '@usb/contracts/session';
import { paths } from '../../../lib/paths';
import { ItemList } from '../../../components/item-list';
import { LightEmpty } from '../../../components/light-empty';
import { RegistrationTitle } from './registration-title';

/** The user's event registrations (one patrol per battle), each linking to its event. */
export function RegistrationsCard({ patrols }: { patrols: SessionUser['patrols'] }) {
  const navigate = useNavigate();
  return (
    <Card title={messages.profile.registrationsTitle}>
      {patrols.length === 0 ? (
        <LightEmpty description={messages.profile.noRegistrations}>
          <Button type="primary" onClick={() => navigate(paths.events)}>
            {messages.profile.eventsLink}
          </Button>
        </LightEmpty>
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
