import { screen } from '@testing-library/react';
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/schema/domain';
import { sessionStore } from '@usb/contracts/session';
import { staffMessages } from '../texts';
import { GetStaffBattlesDocument } from '@usb/schema/graphql';
import { renderRoute, userWithRoles } from '@usb/contracts/testing';
import { mockOperation } from '../fixtures/graphql-mock';
import StaffRoutes from './routes';

const noBattles = mockOperation(GetStaffBattlesDocument, () => ({ data: { battles: { __typename: 'BattlesQuery', getStaffBattles: [] } } }));
const renderAt = (url: string) => renderRoute(url, '/staff/*', <StaffRoutes />, [noBattles.mock]);
const text = staffMessages;

describe('staff routes', () => {
  it('show staff the tasks page with the staff tabs and the battles they staff', async () => {
    sessionStore.getState().login('tok', userWithRoles(ROLE_STAFF));
    renderAt('/staff/tasks');
    expect(await screen.findByText(text.selection.noBattles)).toBeTruthy();
    expect(screen.getByRole('heading', { name: text.tasksTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: text.resultsTitle }).getAttribute('href')).toBe('/staff/results');
  });

  it('load the results preview on demand, for admins too', async () => {
    sessionStore.getState().login('tok', userWithRoles(ROLE_ADMIN));
    renderAt('/staff/results');
    expect(await screen.findByRole('heading', { name: text.resultsTitle })).toBeTruthy();
  });

  it('send an unknown staff address to the tasks page', async () => {
    sessionStore.getState().login('tok', userWithRoles(ROLE_STAFF));
    renderAt('/staff/unknown');
    expect(await screen.findByRole('heading', { name: text.tasksTitle })).toBeTruthy();
    expect(window.location.pathname).toBe('/staff/tasks');
  });

  it('send a logged-in user without staff or admin role home', () => {
    sessionStore.getState().login('tok', userWithRoles());
    renderAt('/staff/patrols');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
