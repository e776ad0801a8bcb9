import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@usb/contracts/messages';
import { mockFetch, renderRoute } from '@usb/contracts/testing';
import { ForgottenPasswordPage } from './forgotten-password-page';

function button(): HTMLButtonElement {
  return screen.getByRole('button', { name: messages.forgotten.button });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ForgottenPasswordPage', () => {
  it("keeps 'Nulstil' disabled while the field is empty or blank, then sends the identifier", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const requests = mockFetch({ status: 204 });
    renderRoute('/login/forgotten', 'login/forgotten', <ForgottenPasswordPage />);
    const field = screen.getByLabelText(messages.accountFields.identifier);
    expect(button().disabled).toBe(true);

    await user.type(field, '  ');
    await waitFor(() => expect(button().disabled).toBe(true));
    await user.type(field, 'mette01');
    await waitFor(() => expect(button().disabled).toBe(false));
    await user.click(button());

    expect(await screen.findByText(messages.forgotten.success)).toBeTruthy();
    expect(requests[0]).toEqual(expect.objectContaining({ url: '/api/auth/sendresetmail', method: 'POST', body: { identifier: 'mette01' } }));
  });

  it('shows the failure text for 10 s', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockFetch({ status: 500 });
    renderRoute('/login/forgotten', 'login/forgotten', <ForgottenPasswordPage />);

    await user.type(screen.getByLabelText(messages.accountFields.identifier), 'x@example.dk');
    await waitFor(() => expect(button().disabled).toBe(false));
    await user.click(button());

    expect(await screen.findByText(messages.forgotten.failure)).toBeTruthy();
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText(messages.forgotten.failure)).toBeNull();
  });
});
