import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { staffMessages } from '@usb/remote-staff/texts';
import { AccountPages } from '../pages/account-pages';
import { StaffPages } from '../pages/staff-pages';
import { signUpActivated } from '../support/activated-user';
import { arrangeRunningBattle } from '../support/running-battle';
import { e2eSite } from '../support/site';

const text = staffMessages.announcements;
const inbox = messages.inbox;

test('an announcement from the staff reaches an open patrol page live, lands in its inbox and is counted for the sender', async ({ browser, page }) => {
  const owner = await signUpActivated(page, 'beskedejer');
  const battle = await arrangeRunningBattle([owner], 'Beskeder');
  await page.goto('/');
  const bell = page.getByRole('button', { name: inbox.open, exact: true });
  await expect(bell).toBeVisible();

  const staffPage = await browser.newPage();
  await new AccountPages(staffPage).logIn(e2eSite.admin.userName, e2eSite.admin.password);
  await expect(staffPage).not.toHaveURL(/\/login/);
  await staffPage.goto('/staff/announcements');
  await new StaffPages(staffPage).choose(staffMessages.selection.battle, battle.battleName);
  await staffPage.getByRole('textbox', { name: text.text, exact: true }).fill('Husk at drikke vand mellem opgaverne');
  await staffPage.getByRole('button', { name: text.send }).click();
  await expect(staffPage.getByText(text.sent)).toBeVisible();

  // The patrol's page, opened before, hears it without a reload: a toast and an unread count.
  await expect(page.getByText(inbox.toast.replace('{text}', 'Husk at drikke vand mellem opgaverne'))).toBeVisible();
  await expect(page.getByRole('button', { name: inbox.openUnread.replace('{n}', '1') })).toBeVisible();
  await page.getByRole('button', { name: inbox.openUnread.replace('{n}', '1') }).click();
  await expect(page.getByRole('dialog').getByText('Husk at drikke vand mellem opgaverne')).toBeVisible();

  // The page confirmed it: the sender's count says so, live.
  await expect(staffPage.getByTestId('announcement-received')).toHaveText(text.received.replace('{n}', '1').replace('{total}', '1'));

  // Opened later, the inbox still has it, read.
  const later = await browser.newPage();
  await new AccountPages(later).logIn(owner.userName, owner.password);
  await expect(later.getByRole('button', { name: inbox.open, exact: true })).toBeVisible();
  await later.getByRole('button', { name: inbox.open, exact: true }).click();
  await expect(later.getByRole('dialog').getByText('Husk at drikke vand mellem opgaverne')).toBeVisible();
});
