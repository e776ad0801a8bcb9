import { expect, test, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { staffMessages } from '@usb/remote-staff/texts';
import { AccountPages } from '../pages/account-pages';
import { TaskPage } from '../pages/task-page';
import { demoBattleId, signUpPatrolMember } from '../support/patrol-member';
import { demo, demoTask } from '../support/site';

const text = staffMessages.live;

/** The answers of the last hour, as the chart's summary says them (0 when it says there were none). */
async function answersInChart(page: Page): Promise<number> {
  const summary = (await page.getByTestId('answers-chart-summary').textContent()) ?? '';
  return Number(/(\d+) svar i alt/.exec(summary)?.[1] ?? 0);
}

test('the staff follow the night live: a patrol’s answer shows on the open view without a reload', async ({ browser }) => {
  const patrolPage = await browser.newPage();
  await signUpPatrolMember(patrolPage, 'aftenlive');

  const staffPage = await browser.newPage();
  await new AccountPages(staffPage).logIn('demostab', demo.password);
  await expect(staffPage).not.toHaveURL(/\/login/);
  await staffPage.goto(`/staff/live/${await demoBattleId()}`);
  await expect(staffPage.getByRole('heading', { name: text.open })).toBeVisible();
  await expect(staffPage.getByTestId('answers-chart-summary')).toBeVisible();
  await expect(staffPage.getByText(text.queueTitle)).toBeVisible();
  await expect(staffPage.getByRole('region', { name: text.queueTitle }).getByRole('row').filter({ hasText: demoTask.name })).toBeVisible();
  const before = await answersInChart(staffPage);
  // A mark on the open page: gone if the page were loaded again.
  await staffPage.evaluate(() => document.body.setAttribute('data-same-page', 'yes'));

  // The patrol, on its own page, answers a question of the open task.
  await patrolPage.goto('/');
  const task = new TaskPage(patrolPage);
  await task.openFromStrip(demoTask.name);
  await task.type(demoTask.line, 'Eg');
  await expect(task.status(demoTask.line)).toHaveText(messages.task.saved);

  await expect.poll(() => answersInChart(staffPage), { timeout: 10_000 }).toBeGreaterThan(before);
  await expect(staffPage.locator('body')).toHaveAttribute('data-same-page', 'yes');
});
