import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/schema/domain';
import { GetBlogPostsByBattleIdDocument, GetMgmtBattleDocument, GetStaffBattlesDocument } from '@usb/schema/graphql';
import { sessionStore } from '@usb/contracts/session';
import { renderRoute, userWithRoles } from '@usb/contracts/testing';
import MgmtRoutes from './routes';
import { mgmtBattle as battle } from '../testing/fixtures';

const mocks: MockLink.MockedResponse[] = [
  { request: { query: GetMgmtBattleDocument, variables: { id: '5' } }, result: { data: { battles: { __typename: 'BattlesQuery', getBattle: battle } } } },
  {
    request: { query: GetStaffBattlesDocument },
    result: { data: { battles: { __typename: 'BattlesQuery', getStaffBattles: [{ __typename: 'Battle', id: '5', name: 'USB 2026', start: battle.start }] } } },
  },
  {
    request: { query: GetBlogPostsByBattleIdDocument, variables: { battleID: '5' } },
    result: { data: { blogPosts: { __typename: 'BlogPostsQuery', getBlogPostsByBattleID: [] } } },
  },
];

describe('the management routes', () => {
  it("let a battle's staff write the blog of the battles they staff, and show them no battle page nor the area's menu", async () => {
    sessionStore.getState().login('t', userWithRoles(ROLE_STAFF));
    renderRoute('/mgmt/blog', '/mgmt/*', <MgmtRoutes />, mocks);
    expect(await screen.findByText('Eventet har ingen blogindlæg.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Blog' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Event' })).toBeTruthy();
    expect(screen.getByText('USB 2026')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull();
  });

  it("send staff away from a battle page: its tabs are the admins'", async () => {
    sessionStore.getState().login('t', userWithRoles(ROLE_STAFF));
    renderRoute('/mgmt/battles/5', '/mgmt/*', <MgmtRoutes />, mocks);
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('keep the battles list to admins: staff are sent home', async () => {
    sessionStore.getState().login('t', userWithRoles(ROLE_STAFF));
    renderRoute('/mgmt/battles', '/mgmt/*', <MgmtRoutes />, mocks);
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('show admins every tab, starting with the tasks, and the menu with the badge orders and the modules', async () => {
    sessionStore.getState().login('t', userWithRoles(ROLE_ADMIN));
    renderRoute('/mgmt/battles/5/stab', '/mgmt/*', <MgmtRoutes />, mocks);
    const tabs = await screen.findByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Opgaver', 'Stab', 'Patruljer']);
    const menu = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(menu).getByRole('link', { name: 'Mærkebestillinger' }).getAttribute('href')).toBe('/mgmt/orders');
    expect(within(menu).getByRole('link', { name: 'Moduler' }).getAttribute('href')).toBe('/mgmt/moduler');
  });
});
