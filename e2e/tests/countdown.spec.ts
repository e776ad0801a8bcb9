import { expect, test } from '@playwright/test';
import { timings } from '@usb/schema/domain';
import { messages } from '@usb/contracts/messages';
import { nextBattle } from '../support/public-api';

const HOUR = 3_600_000;

test('before the start the home page counts down every second', async ({ page }) => {
  const battle = await nextBattle();
  const start = new Date(battle.start).getTime();
  await page.clock.install({ time: start - (2 * 24 * HOUR + 3 * HOUR + 4 * 60_000 + 5_000) });
  await page.goto('/');
  await expect(page.getByText(messages.home.nextEvent)).toBeVisible();
  const timer = page.getByRole('timer');
  await expect(timer).toContainText(`2${messages.countdown.days}`);
  await expect(timer).toContainText(`3${messages.countdown.hours}`);
  await expect(timer).toContainText(`4${messages.countdown.minutes}`);
  await expect(timer).toContainText(`5${messages.countdown.seconds}`);
  await page.clock.runFor(2_000);
  await expect(timer).toContainText(`3${messages.countdown.seconds}`);
});

test("from the start and for 3.5 hours it says 'USB er nu i gang!', then points to the social page", async ({ page }) => {
  const battle = await nextBattle();
  const start = new Date(battle.start).getTime();
  await page.clock.install({ time: start + HOUR });
  await page.goto('/');
  await expect(page.getByText(messages.countdown.running)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);

  await page.clock.runFor(timings.eventRunningWindow - HOUR + 1_000);
  await expect(page.getByText(messages.countdown.running)).toHaveCount(0);
  await expect(page.getByText(messages.countdown.finished)).toBeVisible();
  await expect(page.getByRole('link', { name: messages.countdown.finishedLink })).toBeVisible();
});
