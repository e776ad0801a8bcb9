import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordDocument } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';
import { renderRoute } from '@usb/contracts/testing';
import { PasswordChangePage } from './password-change-page';

const fields = messages.accountFields;
const variables = { currentPassword: 'gammelt1', newPassword: 'nyhemmelig' };

function changeMock(answer: { changePassword: boolean } | { error: Error }) {
  const request = { query: ChangePasswordDocument, variables };
  if ('error' in answer) return { request, error: answer.error };
  return { request, result: { data: { users: { __typename: 'UsersMutation', ...answer } } } };
}

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

async function fillAndSubmit() {
  const user = userEvent.setup({ delay: null });
  for (const [label, value] of [
    [fields.currentPassword, variables.currentPassword],
    [fields.newPassword, variables.newPassword],
    [fields.repeatNewPassword, variables.newPassword],
  ] as const) {
    await user.click(input(label));
    await user.paste(value);
  }
  const button = screen.getByRole('button', { name: messages.passwordChange.submit });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  await user.click(button);
}

describe('PasswordChangePage', () => {
  it('shows the success text and empties the form when the api answers true', async () => {
    renderRoute('/user/passwordchange', 'user/passwordchange', <PasswordChangePage />, [changeMock({ changePassword: true })]);
    await fillAndSubmit();
    expect(await screen.findByText(messages.passwordChange.success)).toBeTruthy();
    expect(input(fields.currentPassword).value).toBe('');
  });

  it('shows the falsy text when the api answers false', async () => {
    renderRoute('/user/passwordchange', 'user/passwordchange', <PasswordChangePage />, [changeMock({ changePassword: false })]);
    await fillAndSubmit();
    expect(await screen.findByText(messages.passwordChange.falsy)).toBeTruthy();
    expect(input(fields.currentPassword).value).toBe(variables.currentPassword);
  });

  it('shows the error text when the request fails', async () => {
    renderRoute('/user/passwordchange', 'user/passwordchange', <PasswordChangePage />, [changeMock({ error: new Error('network down') })]);
    await fillAndSubmit();
    expect(await screen.findByText(messages.passwordChange.error)).toBeTruthy();
  });
});
