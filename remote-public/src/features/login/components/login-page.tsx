import { useState, type FormEvent } from 'react';
import { Button, Card, Flex, Typography } from '@usb/ui/core';
import { LightForm, LightFormItem, LightInput, LightPasswordInput } from '@usb/ui/light-form';
import { Link, useNavigate } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { PageSection } from '../../../components/page-section';
import { ScreenAlert } from '../../../components/screen-alert';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { paths } from '../../../lib/paths';
import { login } from '../api/login';
import { useReturnPath } from '../../../hooks/use-return-path';

const IDENTIFIER_ID = 'identifier';
const PASSWORD_ID = 'password';

/**
 * The login screen: no client validation, each failure its own text (docs/accounts.md, login).
 * Its form is the light form (no antd form engine), drawn as antd's.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const returnPath = useReturnPath(paths.home);
  const { message, show, clear } = useTimedMessage();
  const [pending, setPending] = useState(false);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    setPending(true);
    const outcome = await login({ identifier, password });
    setPending(false);
    if (outcome.kind === 'success') {
      // The shell persists the token and refreshes the user from here on.
      sessionStore.getState().login(outcome.session.token, outcome.session.user);
      void navigate(returnPath, { replace: true });
    } else if (outcome.kind === 'bad-credentials') {
      setPassword('');
      show({ type: 'error', text: messages.login.badCredentials });
    } else if (outcome.kind === 'rate-limited') {
      show({ type: 'error', text: messages.login.rateLimited });
    } else {
      show({ type: 'error', text: messages.login.unknownError });
    }
  };

  return (
    <PageSection title={messages.login.title}>
      <Card>
        <LightForm onSubmit={(event) => void submit(event)}>
          <LightFormItem label={messages.accountFields.userName} htmlFor={IDENTIFIER_ID}>
            <LightInput id={IDENTIFIER_ID} autoComplete="username" autoFocus value={identifier} onChange={(event) => setIdentifier(event.target.value)} />
          </LightFormItem>
          <LightFormItem label={messages.accountFields.password} htmlFor={PASSWORD_ID}>
            <LightPasswordInput id={PASSWORD_ID} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </LightFormItem>
          <Flex vertical gap={16}>
            <ScreenAlert message={message} />
            <Button type="primary" htmlType="submit" block loading={pending}>
              {messages.login.submit}
            </Button>
            <Flex justify="space-between" wrap gap={8}>
              <Link to={paths.forgotten}>{messages.login.forgottenLink}</Link>
              <Typography.Text>
                {messages.login.noAccount} <Link to={paths.signup}>{messages.login.signupLink}</Link>
              </Typography.Text>
            </Flex>
          </Flex>
        </LightForm>
      </Card>
    </PageSection>
  );
}
