import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { userAdminMessages } from '@usb/remote-mgmt/texts';
import { startRemoteDevServer, type RemoteDevServer } from '../support/remote-dev-server';
import { e2ePortBase, e2eSite } from '../support/site';

/** A demo user no other journey gives roles to (api/README.md). */
const demoGuest = 'demogaest';
const roleButton = (template: string) => template.replace('{role}', 'StaffRole');

test.describe('a remote on its own dev page, against the api', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RemoteDevServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startRemoteDevServer('remote-mgmt', e2ePortBase + 2);
  });
  test.afterAll(() => server?.stop());

  test('an admin logs in on the page, sees the users from GraphQL, and gives and takes a role', async ({ page }) => {
    await page.goto(`${server?.baseURL}/mgmt/users`);
    // The remote's guard sends a visitor to log in; the dev page's own form stands in for the site's.
    await expect(page).toHaveURL(/\/login\?return=%2Fmgmt%2Fusers$/);
    await page.getByLabel(messages.accountFields.identifier).fill(e2eSite.admin.userName);
    await page.getByLabel(messages.accountFields.password).fill(e2eSite.admin.password);
    await page.getByRole('button', { name: messages.login.submit }).click();

    await expect(page).toHaveURL(/\/mgmt\/users$/);
    await expect(page.getByRole('heading', { name: userAdminMessages.title })).toBeVisible();
    await page.getByRole('searchbox', { name: userAdminMessages.searchPlaceholder }).fill(demoGuest);
    await page.getByRole('searchbox', { name: userAdminMessages.searchPlaceholder }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: demoGuest });
    await expect(row).toHaveCount(1);

    // A mutation: the XSRF echo and the token go with it, and the row shows the api's answer.
    await row.getByRole('button', { name: roleButton(userAdminMessages.addRole) }).click();
    await expect(row.getByRole('button', { name: roleButton(userAdminMessages.removeRole) })).toBeVisible();
    await row.getByRole('button', { name: roleButton(userAdminMessages.removeRole) }).click();
    await expect(row.getByRole('button', { name: roleButton(userAdminMessages.addRole) })).toBeVisible();
  });

  test('the login survives a reload, and "Log ud" ends it', async ({ page }) => {
    await page.goto(`${server?.baseURL}/login`);
    await page.getByLabel(messages.accountFields.identifier).fill(e2eSite.admin.userName);
    await page.getByLabel(messages.accountFields.password).fill(e2eSite.admin.password);
    await page.getByRole('button', { name: messages.login.submit }).click();
    await expect(page.getByText(e2eSite.admin.userName, { exact: true })).toBeVisible();

    await page.goto(`${server?.baseURL}/mgmt/users`);
    await expect(page.getByRole('heading', { name: userAdminMessages.title })).toBeVisible();
    await page.getByRole('button', { name: messages.nav.logout }).click();
    await expect(page).toHaveURL(/\/login\?return=%2Fmgmt%2Fusers$/);
    await expect(page.getByRole('button', { name: messages.login.submit })).toBeVisible();
  });
});
