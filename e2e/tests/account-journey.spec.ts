import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { AccountPages, newUser } from '../pages/account-pages';
import { SiteHeader } from '../pages/site-header';
import { waitForMailLink } from '../support/outbox';

test('a new user signs up, activates by mail, changes and resets the password', async ({ page }) => {
  const accounts = new AccountPages(page);
  const header = new SiteHeader(page);
  const user = newUser('konto');

  await accounts.signUp(user);
  await expect(page.getByText(messages.profile.notActivated)).toBeVisible();
  const contactCard = page.locator('.ant-card').filter({ hasText: messages.profile.contactInfoTitle });
  for (const value of [user.firstName, user.lastName, user.email, user.mobile]) {
    await expect(contactCard.getByText(value, { exact: true })).toBeVisible();
  }

  const activationLink = await waitForMailLink(user.email, '/user/activation/');
  await page.goto(activationLink);
  await page.getByRole('button', { name: messages.activation.button }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByText(messages.profile.contactInfoTitle)).toBeVisible();
  await expect(page.getByText(messages.profile.notActivated)).toHaveCount(0);

  await accounts.changePassword('forkert-kode', 'nyhemmelig2');
  await expect(page.getByText(messages.passwordChange.falsy)).toBeVisible();
  await accounts.changePassword(user.password, 'nyhemmelig2');
  await expect(page.getByText(messages.passwordChange.success)).toBeVisible();

  await header.logOut();
  await accounts.logIn(user.userName, user.password);
  await expect(page.getByText(messages.login.badCredentials)).toBeVisible();
  await expect(page.getByLabel(messages.accountFields.password)).toHaveValue('');
  await accounts.logIn(user.email, 'nyhemmelig2');
  await expect(page).toHaveURL(/\/$/);
  await header.expectLoggedIn();
  await header.logOut();

  await accounts.requestReset(user.email);
  const resetLink = await waitForMailLink(user.email, '/user/passwordreset/');
  await accounts.resetPassword(resetLink, 'nulstillet3');
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
  await accounts.logIn(user.userName, 'nulstillet3');
  await expect(page).toHaveURL(/\/$/);

  await page.reload();
  await page.goto('/user');
  await expect(page.getByText(messages.profile.contactInfoTitle)).toBeVisible();
});

test('sign-up refuses a taken user name with the 409 text', async ({ page }) => {
  const accounts = new AccountPages(page);
  const first = newUser('dublet');
  await accounts.signUp(first);
  await new SiteHeader(page).logOut();

  await page.goto('/user/signup');
  const second = { ...newUser('dublet'), userName: first.userName };
  const fields = messages.accountFields;
  await page.getByLabel(fields.firstName).fill(second.firstName);
  await page.getByLabel(fields.lastName).fill(second.lastName);
  await page.getByLabel(fields.email).fill(second.email);
  await page.getByLabel(fields.mobile).fill(second.mobile);
  await page.getByLabel(fields.userName, { exact: true }).fill(second.userName);
  await page.getByLabel(fields.password, { exact: true }).fill(second.password);
  await page.getByLabel(fields.repeatPassword).fill(second.password);
  await page.getByLabel(fields.password, { exact: true }).fill(`${second.password}x`);
  await expect(page.getByLabel(fields.repeatPassword)).toHaveValue('');
  await page.getByLabel(fields.repeatPassword).fill(`${second.password}x`);
  await page.getByRole('button', { name: messages.signup.submit }).click();
  await expect(page.getByText(messages.signup.conflict)).toBeVisible();
  await expect(page).toHaveURL(/\/user\/signup$/);
});
