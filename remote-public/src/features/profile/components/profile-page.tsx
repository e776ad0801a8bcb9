import { Flex, Spin } from '@usb/ui/core';
import { Link } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { useSession } from '@usb/contracts/session';
import { timings } from '@usb/schema/domain';
import { PageSection } from '../../../components/page-section';
import { paths } from '../../../lib/paths';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { ActivationWarning } from './activation-warning';
import { ContactInfoCard } from './contact-info-card';
import { RegistrationsCard } from './registrations-card';

/** The profile of the logged-in user (the route guard ensures the login). */
export function ProfilePage() {
  const user = useSession((state) => state.user);
  // Counted from the page load, not from when the user arrived from the api.
  const resendAllowed = useDelayedFlag(timings.resendButtonDelay);

  return (
    <PageSection title={messages.profile.title} width="wide">
      {user === null ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
        </Flex>
      ) : (
        <>
          {!user.activated && <ActivationWarning resendAllowed={resendAllowed} />}
          <Flex justify="flex-end">
            <Link to={paths.passwordChange}>{messages.profile.changePasswordLink}</Link>
          </Flex>
          <ContactInfoCard contactInfo={user.contactInfo} />
          <RegistrationsCard patrols={user.patrols} />
        </>
      )}
    </PageSection>
  );
}
