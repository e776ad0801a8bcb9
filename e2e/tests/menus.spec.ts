import { expect, test } from '@playwright/test';
import { ROLE_STAFF } from '@usb/schema/domain';
import { messages } from '@usb/contracts/messages';
import { staffMessages } from '@usb/remote-staff/texts';
import { userAdminMessages } from '@usb/remote-mgmt/texts';
import { AccountPages, newUser } from '../pages/account-pages';
import { SiteHeader } from '../pages/site-header';
import { apiSession } from '../support/api';
import { e2eSite } from '../support/site';

const nav = messages.nav;
const header = (page: import('@playwright/test').Page) => page.locator('header');

test('a visitor sees the public menu and the login menu, no staff or admin menu', async ({ page }) => {
  await page.goto('/');
  for (const item of [nav.home, nav.about, nav.practical, nav.results, nav.badges, nav.contact, nav.events, nav.signup, nav.login]) {
    await expect(header(page).getByText(item, { exact: true })).toBeVisible();
  }
  await expect(header(page).getByText(nav.staff, { exact: true })).toHaveCount(0);
  await expect(header(page).getByText(nav.admin, { exact: true })).toHaveCount(0);
});

test('the admin sees both menus, finds a user and makes them staff, who then sees the staff menu', async ({ page, browser }) => {
  const user = newUser('stab');
  const visitor = await browser.newPage();
  await new AccountPages(visitor).signUp(user);
  await expect(header(visitor).getByText(nav.staff, { exact: true })).toHaveCount(0);

  await new AccountPages(page).logIn(e2eSite.admin.userName, e2eSite.admin.password);
  await expect(header(page).getByText(nav.staff, { exact: true })).toBeVisible();
  await expect(header(page).getByText(nav.admin, { exact: true })).toBeVisible();
  await (await new SiteHeader(page).openSubmenu(nav.admin)).getByRole('link', { name: nav.adminUsers }).click();
  await expect(page).toHaveURL(/\/mgmt\/users$/);
  await page.getByPlaceholder(userAdminMessages.searchPlaceholder).fill(user.userName);
  const row = page.getByRole('row').filter({ hasText: user.userName });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: userAdminMessages.addRole.replace('{role}', 'StaffRole') }).click();
  await expect(row.getByRole('button', { name: userAdminMessages.removeRole.replace('{role}', 'StaffRole') })).toBeVisible();

  const session = await apiSession(user.userName, user.password);
  const data = await session.graphql<{ users: { getCurrent: { roles: { id: number }[] } } }>('{ users { getCurrent { roles { id } } } }');
  expect(data.users.getCurrent.roles.map((role) => role.id)).toContain(ROLE_STAFF);
  await session.dispose();

  await visitor.reload();
  await expect(header(visitor).getByText(nav.staff, { exact: true })).toBeVisible();
  await expect(header(visitor).getByText(nav.admin, { exact: true })).toHaveCount(0);
  await visitor.goto('/staff/tasks');
  await expect(visitor.getByRole('heading', { name: staffMessages.tasksTitle })).toBeVisible();
  await new SiteHeader(visitor).logOut();
});
