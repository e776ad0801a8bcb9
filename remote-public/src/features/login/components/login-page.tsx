import { useState } from 'react';
import { Button, Card, Flex, Typography } from '@usb/contracts/ui/core';
import { Form } from '@usb/contracts/ui/forms';
import { Input } from '@usb/contracts/ui/inputs';
import { Link, useNavigate } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { PageSection } from '../../../components/page-section';
import { ScreenAlert } from '../../../components/screen-alert';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { paths } from '../../../lib/paths';
import { login } from '../api/login';
import { useReturnPath } from '../../../hooks/use-return-path';

interface LoginValues {
  identifier: string;
  password: string;
}

/** The login screen: no client validation, each failure its own text (docs/accounts.md, login). */
export function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const returnPath = useReturnPath(paths.home);
  const { message, show, clear } = useTimedMessage();
  const [pending, setPending] = useState(false);

  const submit = async (values: LoginValues) => {
    clear();
    setPending(true);
    const outcome = await login({ identifier: values.identifier ?? '', password: values.password ?? '' });
    setPending(false);
    if (outcome.kind === 'success') {
      // The shell persists the token and refreshes the user from here on.
      sessionStore.getState().login(outcome.session.token, outcome.session.user);
      void navigate(returnPath, { replace: true });
    } else if (outcome.kind === 'bad-credentials') {
      form.setFieldValue('password', '');
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
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label={messages.accountFields.userName} name="identifier">
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label={messages.accountFields.password} name="password">
            <Input.Password autoComplete="current-password" />
          </Form.Item>
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
        </Form>
      </Card>
    </PageSection>
  );
}
