import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { AccountPages, newUser } from '../pages/account-pages';
import { SiteHeader } from '../pages/site-header';

test('guarded routes send a visitor to login with the return URL, and back after login', async ({ page }) => {
  const user = newUser('vagt');
  const accounts = new AccountPages(page);
  await accounts.signUp(user);
  await new SiteHeader(page).logOut();

  await page.goto('/user/passwordchange');
  await expect(page).toHaveURL(/\/login\?return=%2Fuser%2Fpasswordchange$/);
  await accounts.logIn(user.userName, user.password);
  await expect(page).toHaveURL(/\/user\/passwordchange$/);

  await page.goto('/staff/tasks');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/mgmt/users');
  await expect(page).toHaveURL(/\/$/);
});

test('staff and management routes ask a visitor to log in', async ({ page }) => {
  await page.goto('/staff/patrols');
  await expect(page).toHaveURL(/\/login\?return=%2Fstaff%2Fpatrols$/);
  await page.goto('/mgmt/users');
  await expect(page).toHaveURL(/\/login\?return=%2Fmgmt%2Fusers$/);
});

test('an unknown URL goes to the home page', async ({ page }) => {
  await page.goto('/findes/ikke');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header').getByText(messages.nav.home, { exact: true })).toBeVisible();
});

test('the session survives a reload and follows a logout in another tab', async ({ page, context }) => {
  const user = newUser('faner');
  await new AccountPages(page).signUp(user);
  await page.reload();
  await expect(page.getByText(messages.profile.contactInfoTitle)).toBeVisible();

  const other = await context.newPage();
  await other.goto('/');
  await new SiteHeader(other).logOut();
  await expect(page.locator('header').getByText(messages.nav.login, { exact: true })).toBeVisible();
});
