import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { mockFetch, renderRoute, testUser } from '@usb/contracts/testing';
import { currentUserMock } from '../../../testing/graphql-fixtures';
import { ActivationPage } from './activation-page';

const activatedUserMock = currentUserMock({ ...testUser, activated: true });

beforeEach(() => sessionStore.getState().login('tok-7', { ...testUser, activated: false }));

describe('ActivationPage', () => {
  it('activates with the key, refreshes the current user and goes to /user', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = mockFetch({ status: 204 });
    renderRoute('/user/activation/akey', 'user/activation/:key', <ActivationPage />, [activatedUserMock]);

    await user.click(screen.getByRole('button', { name: messages.activation.button }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user'));
    expect(requests[0]).toEqual(
      expect.objectContaining({
        url: '/api/activation/activateuser',
        body: { activationKey: 'akey' },
        headers: expect.objectContaining({ 'x-auth-token': 'tok-7' }),
      }),
    );
    expect(sessionStore.getState().user?.activated).toBe(true);
  });

  it('shows the failure text when the api refuses', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ status: 400 });
    renderRoute('/user/activation/old', 'user/activation/:key', <ActivationPage />);

    await user.click(screen.getByRole('button', { name: messages.activation.button }));

    expect(await screen.findByText(messages.activation.failure)).toBeTruthy();
    expect(sessionStore.getState().user?.activated).toBe(false);
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('after a resend shows its text and goes to /user 4 s later', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const requests = mockFetch({ status: 204 });
      renderRoute('/user/activation/old', 'user/activation/:key', <ActivationPage />);

      await user.click(screen.getByRole('button', { name: messages.activation.resendLink }));

      expect(await screen.findByText(messages.activation.resendSuccess)).toBeTruthy();
      expect(requests[0]?.url).toBe('/api/activation/resendactivationmail');
      await act(async () => {
        jest.advanceTimersByTime(3_900);
      });
      expect(screen.queryByTestId('location')).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
      expect(screen.getByTestId('location').textContent).toBe('/user');
    });
  });
});
