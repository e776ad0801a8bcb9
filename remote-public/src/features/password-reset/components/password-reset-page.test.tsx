import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldErrorText, messages } from '@usb/contracts/messages';
import { passwordRule } from '@usb/schema/validation';
import { mockFetch, renderRoute } from '@usb/contracts/testing';
import { PasswordResetPage } from './password-reset-page';

const fields = messages.accountFields;

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

function submitButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: messages.passwordReset.submit });
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, password: string, repeat: string) {
  await user.click(input(fields.newPassword));
  await user.paste(password);
  await user.click(input(fields.repeatPassword));
  await user.paste(repeat);
  await waitFor(() => expect(submitButton().disabled).toBe(false));
  await user.click(submitButton());
}

/** Moves the fake clock inside act, letting promises the timers release settle there too. */
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PasswordResetPage', () => {
  it('on success shows the text, locks the form and goes to /login after 5 s', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    const requests = mockFetch({ status: 204 });
    renderRoute('/user/passwordreset/key-123', 'user/passwordreset/:key', <PasswordResetPage />);

    await fillAndSubmit(user, 'nyhemmelig', 'nyhemmelig');

    expect(await screen.findByText(messages.passwordReset.success)).toBeTruthy();
    expect(requests[0]).toEqual(expect.objectContaining({ url: '/api/auth/reset', method: 'POST', body: { key: 'key-123', password: 'nyhemmelig' } }));
    expect(input(fields.newPassword).disabled).toBe(true);
    expect(input(fields.repeatPassword).disabled).toBe(true);
    expect(submitButton().disabled).toBe(true);

    await advance(4_900);
    expect(screen.queryByTestId('location')).toBeNull();
    await advance(100);
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('on failure shows the text for 10 s and stays on the form', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    mockFetch({ status: 400 });
    renderRoute('/user/passwordreset/old-key', 'user/passwordreset/:key', <PasswordResetPage />);

    await fillAndSubmit(user, 'nyhemmelig', 'nyhemmelig');

    expect(await screen.findByText(messages.passwordReset.failure)).toBeTruthy();
    expect(input(fields.newPassword).disabled).toBe(false);
    await advance(9_900);
    expect(screen.queryByText(messages.passwordReset.failure)).not.toBeNull();
    await advance(100);
    expect(screen.queryByText(messages.passwordReset.failure)).toBeNull();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('keeps the button disabled while the password is short or the repeat differs', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    renderRoute('/user/passwordreset/k', 'user/passwordreset/:key', <PasswordResetPage />);

    await user.click(input(fields.newPassword));
    await user.paste('kort');
    await user.click(input(fields.repeatPassword));
    await user.paste('kort');
    expect(await screen.findByText(fieldErrorText('minLength', passwordRule), { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(submitButton().disabled).toBe(true);

    await user.click(input(fields.newPassword));
    await user.paste('ere');
    expect(input(fields.repeatPassword).value).toBe('');
    await user.click(input(fields.repeatPassword));
    await user.paste('korter');
    expect(await screen.findByText(fieldErrorText('matchPassword', {}))).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });
});
