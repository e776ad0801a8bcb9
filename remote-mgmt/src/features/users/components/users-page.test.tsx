import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddRoleDocument, SearchUsersDocument } from '@usb/contracts/graphql';
import { on } from '@usb/contracts/events';
import { renderRoute } from '@usb/contracts/testing';
import { UsersPage } from './users-page';

const anna = {
  __typename: 'User',
  id: '7',
  activated: true,
  roles: [] as { __typename: string; id: number; name: string }[],
  contactInfo: { __typename: 'ContactInfo', fullName: 'Anna Hansen', email: 'anna@example.dk' },
  loginInfo: { __typename: 'LoginInfo', userName: 'anna1' },
};

const mocks = [
  {
    request: { query: SearchUsersDocument, variables: { searchText: null, roles: null } },
    result: { data: { users: { __typename: 'UsersQuery', searchUsers: [anna] } } },
  },
  {
    request: { query: AddRoleDocument, variables: { userID: '7', roleID: 2 } },
    result: {
      data: { users: { __typename: 'UsersMutation', addRole: { __typename: 'User', id: '7', roles: [{ __typename: 'Role', id: 2, name: 'StaffRole' }] } } },
    },
  },
];

describe('users page', () => {
  it('lists the users found and gives a role, updating the row from the answer', async () => {
    const alerts: string[] = [];
    const off = on('alert', (alert) => alerts.push(alert.message));
    renderRoute('/mgmt/users', '/mgmt/users', <UsersPage />, mocks);
    const row = (await screen.findByText('Anna Hansen')).closest('tr') as HTMLElement;
    expect(within(row).getByText('anna@example.dk')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Giv StaffRole' }));
    expect(await within(row).findByRole('button', { name: 'Fjern StaffRole' })).toBeTruthy();
    expect(within(row).getByText('StaffRole')).toBeTruthy();
    expect(alerts).toEqual(['Rollerne er opdateret.']);
    off();
  });
});
