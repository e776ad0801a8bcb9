import { useState } from 'react';
import { messages } from '@usb/contracts/messages';
import { restPaths, restRequest, type Credentials, type LoginSession } from '@usb/schema/rest';
import { useLocation, useNavigate } from '@usb/contracts/router';
import { sessionStore, useSession } from '@usb/contracts/session';
import { Alert, Button, Flex, Typography } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';

/** POST /api/auth; the error text to show, or null once the session is stored. */
async function logIn(credentials: Credentials): Promise<string | null> {
  const result = await restRequest<LoginSession>(restPaths.login, { method: 'POST', body: credentials }).catch(() => null);
  if (result?.ok && result.data) {
    sessionStore.getState().login(result.data.token, result.data.user);
    return null;
  }
  return result?.status === 400 || result?.status === 403 ? messages.login.badCredentials : messages.login.unknownError;
}

/** Where a guard sent the visitor from (/login?return=<URL>), if this is such a redirect. */
function returnPathOf(search: string): string | null {
  const value = new URLSearchParams(search).get('return');
  return value?.startsWith('/') && !value.startsWith('//') ? value : null;
}

/**
 * The dev page's login, standing in for the site's login page and header: a one-line form
 * while logged out (after a guard's redirect it goes back to the page asked for), and the
 * user name with 'Log ud' while logged in.
 */
export function DevLoginBar() {
  const userName = useSession((state) => state.user?.loginInfo.userName ?? null);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (values: Credentials) => {
    setPending(true);
    const failure = await logIn({ identifier: values.identifier ?? '', password: values.password ?? '' });
    setPending(false);
    setError(failure);
    const returnPath = returnPathOf(search);
    if (!failure && returnPath) void navigate(returnPath, { replace: true });
  };

  const logOut = async () => {
    await restRequest(restPaths.currentSession, { method: 'DELETE', token: sessionStore.getState().token }).catch(() => null);
    sessionStore.getState().logout();
  };

  if (userName !== null) {
    return (
      <Flex justify="flex-end" align="center" gap="small">
        <Typography.Text>{userName}</Typography.Text>
        <Button onClick={logOut}>{messages.nav.logout}</Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap="small">
      <Form<Credentials> layout="inline" onFinish={submit} requiredMark={false}>
        <Form.Item label={messages.accountFields.identifier} name="identifier">
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label={messages.accountFields.password} name="password">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending}>
          {messages.login.submit}
        </Button>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  );
}
