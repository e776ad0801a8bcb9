import { Alert, Button, Flex, Space, Typography, LoadingBlock } from '@usb/ui/core';
import { Descriptions, Tag } from '@usb/ui/data';
import { Link } from '@usb/contracts/router';
import { mgmtMessages } from '../../../texts';
import { userAdminMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { fill } from '@usb/contracts/messages';
import { ConfirmButton } from '../../../components/confirm-button';
import { useActivateUser } from '../api/use-activate-user';
import { useResendActivation } from '../api/use-resend-activation';
import { useUser } from '../api/use-user';
import { activationText } from '../lib/activation-text';
import { RoleButtons } from './role-buttons';

const text = mgmtMessages.users;
const users = userAdminMessages;

/** One user in the drawer: contact, activation (its trail, a new mail or activating by hand), roles and patrols. */
export function UserDetails({ userID }: { userID: string }) {
  const { user, loading, failed, retry } = useUser(userID);
  const { resend, sending } = useResendActivation(userID);
  const { activate, activating } = useActivateUser(userID);
  if (loading) return <LoadingBlock />;
  if (failed || !user) return <LoadError onRetry={retry} />;
  const { contactInfo } = user;
  const items = [
    { key: 'userName', label: users.userName, children: user.loginInfo.userName },
    { key: 'firstName', label: text.firstName, children: contactInfo.firstName },
    { key: 'lastName', label: text.lastName, children: contactInfo.lastName },
    { key: 'email', label: users.email, children: <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a> },
    { key: 'mobile', label: text.mobile, children: contactInfo.mobile },
    { key: 'activated', label: users.activated, children: activationText(user.id, user.activated, user.activation) },
    { key: 'roles', label: users.roles, children: user.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>) },
  ];
  return (
    <Flex vertical gap="middle">
      <Descriptions column={1} size="small" bordered items={items} />
      {!user.activated && (
        <Alert
          type="warning"
          showIcon
          title={text.notActivated}
          description={
            // Below the text, not beside it: on a phone two buttons beside it squeeze the text to nothing.
            <Space wrap>
              <Button size="small" loading={sending} onClick={() => void resend()}>
                {text.resendActivation}
              </Button>
              <ConfirmButton question={text.activateConfirm} okText={text.activate} onConfirm={activate} size="small" type="primary" loading={activating}>
                {text.activate}
              </ConfirmButton>
            </Space>
          }
        />
      )}
      <RoleButtons user={user} />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {text.patrols}
      </Typography.Title>
      {user.patrols.length === 0 ? (
        <Typography.Text type="secondary">{text.noPatrols}</Typography.Text>
      ) : (
        <ul>
          {user.patrols.map((patrol) => (
            <li key={patrol.id}>
              <Link to={`/mgmt/battles/${patrol.battleID}/patruljer`}>{fill(text.patrolLine, { patrol: patrol.name, battle: patrol.battleName })}</Link>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
