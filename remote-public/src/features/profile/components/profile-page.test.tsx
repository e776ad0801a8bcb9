import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { mockFetch, renderRoute, testUser } from '@usb/contracts/testing';
import { ProfilePage } from './profile-page';

function resendButton(): HTMLElement | null {
  return screen.queryByRole('button', { name: messages.profile.resendButton });
}

/** Moves the fake clock inside act, letting promises the timers release settle there too. */
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ProfilePage of a user who is not activated', () => {
  beforeEach(() => sessionStore.getState().login('tok-7', { ...testUser, activated: false }));

  it('offers "Send ny mail" only 10 s after load and hides it after a successful resend', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const requests = mockFetch({ status: 200 });
    renderRoute('/user', 'user', <ProfilePage />);

    expect(screen.getByText(messages.profile.notActivated)).toBeTruthy();
    await advance(9_999);
    expect(resendButton()).toBeNull();
    await advance(1);
    const button = resendButton();
    expect(button).not.toBeNull();

    await user.click(button as HTMLElement);

    expect(await screen.findByText(messages.profile.resendSuccess)).toBeTruthy();
    expect(resendButton()).toBeNull();
    expect(requests).toEqual([
      expect.objectContaining({
        url: '/api/activation/resendactivationmail',
        method: 'POST',
        headers: expect.objectContaining({ 'x-auth-token': 'tok-7' }),
      }),
    ]);
  });

  it('shows the failure text for 30 s and keeps the button for another try', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockFetch({ status: 500 });
    renderRoute('/user', 'user', <ProfilePage />);
    await advance(10_000);

    await user.click(resendButton() as HTMLElement);

    expect(await screen.findByText(messages.profile.resendFailure)).toBeTruthy();
    expect(resendButton()).not.toBeNull();
    await advance(29_000);
    expect(screen.queryByText(messages.profile.resendFailure)).not.toBeNull();
    await advance(1_000);
    expect(screen.queryByText(messages.profile.resendFailure)).toBeNull();
  });
});

describe('ProfilePage of an activated user', () => {
  beforeEach(() => sessionStore.getState().login('tok-7', { ...testUser, activated: true }));

  it('shows no warning, the contact card rows, the password link and the empty registrations', async () => {
    renderRoute('/user', 'user', <ProfilePage />);
    await advance(10_000);

    expect(screen.queryByText(messages.profile.notActivated)).toBeNull();
    expect(resendButton()).toBeNull();
    const card = screen.getByText(messages.profile.contactInfoTitle).closest('.ant-card') as HTMLElement;
    for (const text of ['Mette', 'Hansen', 'mette@example.dk', '12345678']) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: messages.profile.changePasswordLink }).getAttribute('href')).toBe('/user/passwordchange');
    expect(screen.getByText(messages.profile.noRegistrations)).toBeTruthy();
  });
});
