import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { mockFetch, testUser } from '@usb/contracts/testing';
import { DevHost } from '@usb/contracts/dev-host';

function renderDevPage(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <DevHost mountPath="/mgmt/*">
      <p>remoten</p>
    </DevHost>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'XSRF-TOKEN=xsrf-9';
  sessionStore.setState({ token: null, user: null, checked: false });
});

describe('a remote dev page', () => {
  it('asks the api once for its XSRF cookie, then restores the stored session', async () => {
    window.localStorage.setItem('token', 'tok-7');
    const requests = mockFetch({ status: 200, body: { status: 'ok' } }, { status: 200, body: { token: 'tok-7', user: testUser } });

    renderDevPage('/mgmt/users');

    expect(await screen.findByText('remoten')).toBeTruthy();
    expect(screen.getByText(testUser.loginInfo.userName)).toBeTruthy();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/health', 'GET /api/auth/current']);
  });

  it('logs in with its own form, echoing the XSRF cookie, keeps the token and goes back to the guarded page', async () => {
    const requests = mockFetch({ status: 200, body: { status: 'ok' } }, { status: 200, body: { token: 'tok-8', user: testUser } });
    renderDevPage('/login?return=%2Fmgmt%2Fusers');

    fireEvent.change(await screen.findByLabelText(messages.accountFields.identifier), { target: { value: 'mette01' } });
    fireEvent.change(screen.getByLabelText(messages.accountFields.password), { target: { value: 'hemmelig' } });
    fireEvent.click(screen.getByRole('button', { name: messages.login.submit }));

    expect(await screen.findByText('remoten')).toBeTruthy();
    expect(window.location.pathname).toBe('/mgmt/users');
    expect(window.localStorage.getItem('token')).toBe('tok-8');
    expect(requests[1]).toMatchObject({
      url: '/api/auth',
      method: 'POST',
      headers: { 'x-xsrf-token': 'xsrf-9' },
      body: { identifier: 'mette01', password: 'hemmelig' },
    });
  });

  it('says so when the user name or password is wrong', async () => {
    mockFetch({ status: 200, body: { status: 'ok' } }, { status: 403, body: { code: 'FORBIDDEN' } });
    renderDevPage('/login');

    fireEvent.click(await screen.findByRole('button', { name: messages.login.submit }));

    expect(await screen.findByText(messages.login.badCredentials)).toBeTruthy();
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
  });
});
