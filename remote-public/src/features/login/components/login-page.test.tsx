import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { mockFetch, renderRoute, testUser } from '@usb/contracts/testing';
import { LoginPage } from './login-page';

function fieldValue(label: string): string {
  return screen.getByLabelText<HTMLInputElement>(label).value;
}

async function submitLogin(identifier: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(messages.accountFields.userName), identifier);
  await user.type(screen.getByLabelText(messages.accountFields.password), password);
  await user.click(screen.getByRole('button', { name: messages.login.submit }));
}

beforeEach(() => sessionStore.getState().logout());

describe('LoginPage', () => {
  it.each([403, 400])('on %i shows the wrong-credentials text and clears only the password', async (status) => {
    mockFetch({ status, body: { code: 'FORBIDDEN', message: 'no' } });
    renderRoute('/login', 'login', <LoginPage />);

    await submitLogin('mette01', 'forkert1');

    expect(await screen.findByText(messages.login.badCredentials)).toBeTruthy();
    expect(fieldValue(messages.accountFields.password)).toBe('');
    expect(fieldValue(messages.accountFields.userName)).toBe('mette01');
    expect(sessionStore.getState().token).toBeNull();
  });

  it.each([
    ['a server error', { status: 500 }],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('on %s shows the unknown-error text and keeps the password', async (_case, reply) => {
    mockFetch(reply);
    renderRoute('/login', 'login', <LoginPage />);

    await submitLogin('mette01', 'hemmelig');

    expect(await screen.findByText(messages.login.unknownError)).toBeTruthy();
    expect(screen.queryByText(messages.login.badCredentials)).toBeNull();
    expect(fieldValue(messages.accountFields.password)).toBe('hemmelig');
  });

  it('on 429 says there were too many attempts and keeps the password', async () => {
    mockFetch({ status: 429, body: { code: 'RATE_LIMITED', message: 'too many' } });
    renderRoute('/login', 'login', <LoginPage />);

    await submitLogin('mette01', 'hemmelig');

    expect(await screen.findByText(messages.login.rateLimited)).toBeTruthy();
    expect(screen.queryByText(messages.login.unknownError)).toBeNull();
    expect(fieldValue(messages.accountFields.password)).toBe('hemmelig');
  });

  it('posts the credentials, stores the session and goes to the return URL', async () => {
    const requests = mockFetch({ status: 200, body: { token: 'tok-1', user: testUser } });
    renderRoute('/login?return=%2Fuser%2Fpasswordchange', 'login', <LoginPage />);

    await submitLogin('mette01', 'hemmelig');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/passwordchange'));
    expect(requests).toEqual([expect.objectContaining({ url: '/api/auth', method: 'POST', body: { identifier: 'mette01', password: 'hemmelig' } })]);
    expect(sessionStore.getState().token).toBe('tok-1');
    expect(sessionStore.getState().user?.id).toBe(testUser.id);
  });

  it('goes to the home route without a return URL, and never to another site', async () => {
    mockFetch({ status: 200, body: { token: 'tok-2', user: testUser } });
    renderRoute('/login?return=%2F%2Fevil.example', 'login', <LoginPage />);

    await submitLogin('mette01', 'hemmelig');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});
