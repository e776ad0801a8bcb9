import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldErrorText, messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { mockFetch, renderRoute, testUser } from '@usb/contracts/testing';
import { SignupPage } from './signup-page';

const fields = messages.accountFields;
const valid = {
  [fields.firstName]: 'Mette',
  [fields.lastName]: 'Hansen',
  [fields.email]: 'mette@example.dk',
  [fields.mobile]: '12345678',
  [fields.userName]: 'mette01',
  [fields.password]: 'hemmelig',
  [fields.repeatPassword]: 'hemmelig',
};

function submitButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: messages.signup.submit });
}

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

/** Fills fields the way a password manager or a paste does: one input event per field. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.click(input(label));
    await user.paste(value);
  }
}

beforeEach(() => sessionStore.getState().logout());

describe('SignupPage', () => {
  it('keeps the button disabled until every field is valid', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/user/signup', 'user/signup', <SignupPage />);
    expect(submitButton().disabled).toBe(true);

    await fillForm(user, { ...valid, [fields.userName]: 'Mette01' });
    // Upper case is not allowed in a user name.
    await waitFor(() => expect(screen.getByText(fieldErrorText('lowercaseAlnum', {}))).toBeTruthy());
    expect(submitButton().disabled).toBe(true);

    await user.clear(input(fields.userName));
    await fillForm(user, { [fields.userName]: 'mette01' });
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    await user.clear(input(fields.mobile));
    await fillForm(user, { [fields.mobile]: '1234567' });
    await waitFor(() => expect(submitButton().disabled).toBe(true));
  });

  it('clears the repeat field when the password changes, and requires a matching repeat', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/user/signup', 'user/signup', <SignupPage />);
    await fillForm(user, valid);
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    await user.type(input(fields.password), 'x');
    expect(input(fields.repeatPassword).value).toBe('');
    await waitFor(() => expect(submitButton().disabled).toBe(true));

    await fillForm(user, { [fields.repeatPassword]: 'hemmelig' });
    expect(await screen.findByText(fieldErrorText('matchPassword', {}))).toBeTruthy();
    expect(submitButton().disabled).toBe(true);

    await user.type(input(fields.repeatPassword), 'x');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it.each([
    [400, messages.signup.badRequest],
    [409, messages.signup.conflict],
    [429, messages.signup.rateLimited],
    [500, messages.signup.unknownError],
  ])('shows the text for status %i', async (status, text) => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ status });
    renderRoute('/user/signup', 'user/signup', <SignupPage />);
    await fillForm(user, valid);
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    await user.click(submitButton());

    expect(await screen.findByText(text)).toBeTruthy();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('sends the sign-up, logs in with the returned token and goes to /user', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = mockFetch({ status: 201, body: { token: 'new-token', user: testUser } });
    renderRoute('/user/signup', 'user/signup', <SignupPage />);
    await fillForm(user, valid);
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    await user.click(submitButton());

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user'));
    expect(requests[0]).toEqual(
      expect.objectContaining({
        url: '/api/user/signup',
        method: 'POST',
        body: {
          contactInfo: { firstName: 'Mette', lastName: 'Hansen', email: 'mette@example.dk', mobile: '12345678' },
          loginInfo: { userName: 'mette01', password: 'hemmelig' },
        },
      }),
    );
    expect(sessionStore.getState().token).toBe('new-token');
  });
});
