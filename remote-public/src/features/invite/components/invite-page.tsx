import { hasErrorCode, useQuery } from '@usb/contracts/graphql-client';
import { Alert, Button, Card, Flex, Typography, LoadingBlock } from '@usb/ui/core';
import { Link, useNavigate, useParams } from '@usb/contracts/router';
import { GetPatrolFromTokenDocument } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';
import { useSession } from '@usb/contracts/session';
import { LightDescriptions } from '../../../components/light-descriptions';
import { PageSection } from '../../../components/page-section';
import { paths, withReturn } from '../../../lib/paths';
import { isJoiningOpen } from '../../../lib/registration';
import { useJoinPatrol } from '../api/use-join-patrol';

const text = messages.invite;

/**
 * 'patrol/invite/{token}' (docs/patrols.md, invites): the event, patrol and owner of an invite, and
 * 'Deltag' for a logged-in user not yet registered in that event; a visitor is asked to log in
 * (and comes back here), a registered user gets a link to the event. Where the api would refuse
 * the join (account not activated, outside registrationFrom..end: joining an existing patrol stays
 * open after registration closes, until the battle ends) the page says why instead of offering
 * a button whose errors are ignored.
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const loggedIn = useSession((state) => state.token !== null);
  const user = useSession((state) => state.user);
  const { data, loading, error } = useQuery(GetPatrolFromTokenDocument, { variables: { token } });
  const { join, loading: joining } = useJoinPatrol(token);
  const invitation = data?.patrols.getPatrolFromToken;

  if (loading) return <LoadingBlock />;
  if (!invitation) {
    const invalid = hasErrorCode(error, 'NOT_FOUND');
    return (
      <PageSection title={text.title}>
        <Alert type={invalid ? 'warning' : 'error'} showIcon role="alert" title={invalid ? messages.patrol.inviteInvalid : text.loadError} />
      </PageSection>
    );
  }

  const battleID = invitation.battle.id;
  const here = paths.invite(token);
  let action;
  if (!loggedIn) {
    action = (
      <Flex vertical gap={8}>
        <Typography.Text>{text.loginRequired}</Typography.Text>
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => navigate(withReturn(paths.login, here))}>
            {text.loginLink}
          </Button>
          <Button onClick={() => navigate(withReturn(paths.signup, here))}>{text.signupLink}</Button>
        </Flex>
      </Flex>
    );
  } else if (!user) {
    action = <LoadingBlock />;
  } else if (user.patrols.some((patrol) => patrol.battleID === battleID)) {
    action = (
      <Typography.Text>
        {text.alreadyRegistered} <Link to={paths.battle(battleID)}>{text.showPatrol}</Link>
      </Typography.Text>
    );
  } else if (!user.activated) {
    action = <Alert type="warning" showIcon title={text.notActivated} action={<Button onClick={() => navigate(paths.profile)}>{text.profileLink}</Button>} />;
  } else if (!isJoiningOpen(invitation.battle, Date.now())) {
    action = <Alert type="info" showIcon title={text.joiningClosed} />;
  } else {
    action = (
      <Button
        type="primary"
        size="large"
        block
        loading={joining}
        onClick={async () => {
          const joined = await join();
          if (joined) void navigate(paths.battle(joined));
        }}
      >
        {text.join}
      </Button>
    );
  }

  return (
    <PageSection title={text.title}>
      <Card>
        <Flex vertical gap={16}>
          <LightDescriptions
            items={[
              { key: 'event', label: text.event, children: invitation.battle.name },
              { key: 'patrol', label: text.patrol, children: invitation.name },
              { key: 'owner', label: text.owner, children: invitation.createdBy.contactInfo.fullName },
            ]}
          />
          {action}
        </Flex>
      </Card>
    </PageSection>
  );
}
