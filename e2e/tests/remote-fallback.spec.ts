import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { staffMessages } from '@usb/remote-staff/texts';
import { userAdminMessages } from '@usb/remote-mgmt/texts';
import type { RemoteRegistryDocument } from '@usb/schema/rest';
import { SiteHeader } from '../pages/site-header';
import { AccountPages } from '../pages/account-pages';
import { e2eSite } from '../support/site';

test.beforeEach(async ({ page }) => {
  await new AccountPages(page).logIn(e2eSite.admin.userName, e2eSite.admin.password);
  await expect(page).toHaveURL(/\/$/);
});

test('a remote whose files are missing shows the Danish fallback while the rest of the site works', async ({ page }) => {
  await page.route('**/remotes/remote-staff/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('/staff/tasks');
  await expect(page.getByText(messages.remote.unavailable)).toBeVisible();
  await expect(page.locator('header').getByText(messages.nav.profile, { exact: true })).toBeVisible();

  await (await new SiteHeader(page).openSubmenu(messages.nav.admin)).getByRole('link', { name: messages.nav.adminUsers }).click();
  await expect(page.getByPlaceholder(userAdminMessages.searchPlaceholder)).toBeVisible();
  await page.goto('/user');
  await expect(page.getByText(messages.profile.contactInfoTitle)).toBeVisible();
});

test('a remote whose code throws on load shows the fallback in its own area', async ({ page }) => {
  const broken = 'throw new Error("broken deploy");';
  // The registry vouches for the broken entry, as it would for a build that throws: only its code fails.
  await page.route('**/remotes.json', async (route) => {
    const registry = (await (await route.fetch()).json()) as RemoteRegistryDocument;
    const mgmt = registry.remote_mgmt;
    if (mgmt) {
      for (const path of Object.keys(mgmt.integrity)) {
        if (path.startsWith('remoteEntry')) mgmt.integrity[path] = `sha384-${createHash('sha384').update(broken).digest('base64')}`;
      }
    }
    await route.fulfill({ json: registry });
  });
  await page.route('**/remotes/remote-mgmt/**/remoteEntry*.js', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: broken }));
  await page.goto('/mgmt/users');
  await expect(page.getByText(messages.remote.unavailable)).toBeVisible();
  await page.goto('/user');
  await expect(page.getByText(messages.profile.contactInfoTitle)).toBeVisible();
});

test('an unreachable manifest for one remote leaves the other remotes working', async ({ page }) => {
  await page.route('**/remotes/remote-mgmt/**/mf-manifest.json', (route) => route.abort('connectionrefused'));
  await page.goto('/mgmt/users');
  await expect(page.getByText(messages.remote.unavailable)).toBeVisible();
  await page.goto('/staff/patrols');
  await expect(page.getByRole('heading', { name: staffMessages.patrolsTitle })).toBeVisible();
});
