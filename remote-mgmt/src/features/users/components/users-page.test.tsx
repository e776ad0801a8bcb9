import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_ADMIN } from '@usb/schema/domain';
import { ActivateUserDocument, AddRoleDocument, GetMgmtUserDocument, ResendActivationMailDocument, SearchUsersDocument } from '@usb/schema/graphql';
import { on } from '@usb/contracts/events';
import { GraphQLError } from 'graphql';
import { sessionStore } from '@usb/contracts/session';
import type { MockLink } from '@apollo/client/testing';
import { renderRoute, userWithRoles } from '@usb/contracts/testing';
import { adminRole, mgmtUser, staffRole } from '../../../testing/fixtures';
import UsersPage from './users-page';

const anna = mgmtUser('8', 'Anna Hansen', { activated: false, patrols: [{ id: '3', battleID: '5', name: 'Ørnene', battleName: 'USB 2026' }] });
const me = mgmtUser('7', 'Mette Hansen', { roles: [adminRole] });

const search: MockLink.MockedResponse = {
  request: { query: SearchUsersDocument, variables: { searchText: null, roles: null, activated: null } },
  result: { data: { users: { __typename: 'UsersQuery', searchUsers: [me, anna] } } },
};
const annaDetails: MockLink.MockedResponse = {
  request: { query: GetMgmtUserDocument, variables: { id: '8' } },
  result: { data: { users: { __typename: 'UsersQuery', getUser: { ...anna, activation: null } } } },
};
const activateAnna = { query: ActivateUserDocument, variables: { userID: '8' } };
const activatedAnna = {
  ...anna,
  activated: true,
  activation: {
    __typename: 'UserActivation',
    activatedAt: '2026-11-27T12:30:00.000Z',
    activatedBy: { __typename: 'PublicUser', id: '7', contactInfo: { __typename: 'PublicContactInfo', fullName: 'Mette Hansen' } },
  },
};

function renderUsers(...mocks: MockLink.MockedResponse[]) {
  sessionStore.getState().login('t', userWithRoles(ROLE_ADMIN));
  return renderRoute('/mgmt/users', '/mgmt/users', <UsersPage />, [search, ...mocks]);
}

async function rowOf(name: string): Promise<HTMLElement> {
  return (await screen.findByText(name)).closest('tr') as HTMLElement;
}

describe('users page', () => {
  it('gives a role and updates the row from the answer', async () => {
    const alerts: string[] = [];
    const off = on('alert', (alert) => alerts.push(alert.message));
    renderUsers({
      request: { query: AddRoleDocument, variables: { userID: '8', roleID: 2 } },
      result: { data: { users: { __typename: 'UsersMutation', addRole: { __typename: 'User', id: '8', roles: [staffRole] } } } },
    });
    const row = await rowOf('Anna Hansen');
    expect(within(row).getByText('anna@example.dk')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Giv StaffRole' }));
    expect(await within(row).findByRole('button', { name: 'Fjern StaffRole' })).toBeTruthy();
    expect(within(row).getByText('StaffRole')).toBeTruthy();
    expect(alerts).toEqual(['Rollerne er opdateret.']);
    off();
  });

  it("keeps the admin's own AdminRole: the button is disabled", async () => {
    renderUsers();
    const own = await rowOf('Mette Hansen');
    expect(within(own).getByRole('button', { name: 'Fjern AdminRole' }).hasAttribute('disabled')).toBe(true);
    const other = await rowOf('Anna Hansen');
    expect(within(other).getByRole('button', { name: 'Giv AdminRole' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows a user's details with patrols and resends the activation mail", async () => {
    const alerts: string[] = [];
    const off = on('alert', (alert) => alerts.push(alert.message));
    renderUsers(annaDetails, {
      request: { query: ResendActivationMailDocument, variables: { userID: '8' } },
      result: { data: { users: { __typename: 'UsersMutation', resendActivationMail: true } } },
    });
    await userEvent.click(within(await rowOf('Anna Hansen')).getByRole('button', { name: 'Detaljer' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: 'Ørnene (USB 2026)' })).toBeTruthy();
    expect(within(drawer).getByText('Brugeren har ikke aktiveret sin konto endnu.')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Send aktiveringsmail igen' }));
    await waitFor(() => expect(alerts).toEqual(['Der er sendt en ny aktiveringsmail.']));
    off();
  });

  it('shows who is not activated yet and finds them with the status filter', async () => {
    renderUsers({
      request: { query: SearchUsersDocument, variables: { searchText: null, roles: null, activated: false } },
      result: { data: { users: { __typename: 'UsersQuery', searchUsers: [anna] } } },
    });
    expect(within(await rowOf('Anna Hansen')).getByText('Ikke aktiveret')).toBeTruthy();
    expect(within(await rowOf('Mette Hansen')).getByText('Aktiveret')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Ikke aktiveret'));
    await waitFor(() => expect(screen.queryByText('Mette Hansen')).toBeNull());
    // The filtered list may still be on its way once the old rows are gone.
    expect(await screen.findByText('Anna Hansen')).toBeTruthy();
  });

  it('activates a user by hand after asking, and shows who did it and when', async () => {
    const alerts: string[] = [];
    const off = on('alert', (alert) => alerts.push(alert.message));
    renderUsers(annaDetails, { request: activateAnna, result: { data: { users: { __typename: 'UsersMutation', activateUser: activatedAnna } } } });
    await userEvent.click(within(await rowOf('Anna Hansen')).getByRole('button', { name: 'Detaljer' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Aktiver bruger' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Aktiver brugeren uden aktiveringslinket? Det noteres, at du gjorde det.')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Aktiver bruger' }));
    expect(await within(drawer).findByText('Ja, 27. nov. 2026 13:30 af Mette Hansen')).toBeTruthy();
    expect(within(drawer).queryByText('Brugeren har ikke aktiveret sin konto endnu.')).toBeNull();
    expect(within(await rowOf('Anna Hansen')).getByText('Aktiveret')).toBeTruthy();
    expect(alerts).toEqual(['Brugeren er aktiveret.']);
    off();
  });

  it('says so when another admin activated the user first', async () => {
    const alerts: string[] = [];
    const off = on('alert', (alert) => alerts.push(alert.message));
    renderUsers(annaDetails, {
      request: activateAnna,
      result: { errors: [new GraphQLError('The user is already activated', { extensions: { code: 'CONFLICT' } })] },
    });
    await userEvent.click(within(await rowOf('Anna Hansen')).getByRole('button', { name: 'Detaljer' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Aktiver bruger' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Aktiver bruger' }));
    await waitFor(() => expect(alerts).toEqual(['Brugeren er allerede aktiveret.']));
    off();
  });
});
