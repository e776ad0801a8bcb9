import { expect, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { AccountPages, newUser, type NewUser } from '../pages/account-pages';
import { waitForMailLink } from './outbox';

/** Signs a new user up in this page and activates the account through the mailed link. */
export async function signUpActivated(page: Page, prefix: string): Promise<NewUser> {
  const user = newUser(prefix);
  await new AccountPages(page).signUp(user);
  await page.goto(await waitForMailLink(user.email, '/user/activation/'));
  await page.getByRole('button', { name: messages.activation.button }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByText(messages.profile.notActivated)).toHaveCount(0);
  return user;
}
