import { expect, test, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { staffMessages } from '@usb/contracts/messages/staff';
import { AccountPages } from '../pages/account-pages';
import { SiteHeader } from '../pages/site-header';
import { StaffPages } from '../pages/staff-pages';
import { demo } from '../support/site';

const text = staffMessages;

/** The page as it stands, at desktop width (1280 px) and at a Pixel 7's width. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 412, height: 915 });
  await page.screenshot({ path: `test-results/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

const totalText = (count: number) => (count === 1 ? text.queue.totalOne : text.queue.total.replace('{total}', String(count)));

test('the correction queue says how many answers match the selection, for every filter', async ({ page }) => {
  await new AccountPages(page).logIn('demostab', demo.password);
  await new SiteHeader(page).expectLoggedIn();
  await (await new SiteHeader(page).openSubmenu(messages.nav.staff)).getByRole('link', { name: messages.nav.staffTasks }).click();
  await new StaffPages(page).choose(text.selection.battle, demo.openBattleName);

  const queue = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: text.queue.title }) });
  const rows = queue.locator('tbody tr.ant-table-row');
  const total = page.getByTestId('queue-total');
  await expect(rows.first()).toBeVisible();
  // The demo battle's queue fits one page: the total is the rows shown.
  await expect(total).toHaveText(totalText(await rows.count()));
  await shoot(page, 'correction-queue-total');

  // Only the uncorrected: the total follows the filter.
  await page.getByRole('radiogroup', { name: text.selection.corrected }).getByText(text.selection.no, { exact: true }).click();
  await expect(queue.getByText(text.queue.statusCorrected, { exact: true })).toHaveCount(0);
  const uncorrected = await rows.count();
  await expect(total).toHaveText(totalText(uncorrected));

  // Only the corrected: none or some, and the total still says how many.
  await page.getByRole('radiogroup', { name: text.selection.corrected }).getByText(text.selection.yes, { exact: true }).click();
  await expect(queue.getByText(text.queue.statusNotCorrected, { exact: true })).toHaveCount(0);
  const corrected = await queue.locator('tbody tr.ant-table-row').count();
  await expect(total).toHaveText(totalText(corrected));
});
