import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { AccountPages, newUser } from '../pages/account-pages';
import { SiteHeader } from '../pages/site-header';

test('on a phone the menu folds into a drawer and the account journey works', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: messages.nav.openMenu })).toBeVisible();
  await expect(page.locator('header').getByText(messages.nav.about, { exact: true })).toBeHidden();

  const header = new SiteHeader(page);
  await (await header.item(messages.nav.signup)).click();
  await expect(page).toHaveURL(/\/user\/signup$/);

  const user = newUser('mobil');
  await new AccountPages(page).signUp(user);
  await expect(page.getByText(messages.profile.contactInfoTitle)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

  await header.logOut();
  await (await header.item(messages.nav.login)).click();
  await new AccountPages(page).logIn(user.userName, user.password);
  await expect(page).toHaveURL(/\/$/);
});
