import { expect, test } from '@playwright/test';
import { timings } from '@usb/schema/domain';
import { OpenTaskStrip } from '../pages/task-page';
import { signUpActivated } from '../support/activated-user';
import { apiSession } from '../support/api';
import { demoBattleId, registerDemoPatrol } from '../support/patrol-member';
import { demoTask, e2eSite } from '../support/site';

const CREATE_TASK = `mutation ($name: String, $battleID: ID, $from: DateTime, $close: DateTime, $to: DateTime) {
  battles { createBattleTask(name: $name, battleID: $battleID, patrolCategories: [1, 2], availableFrom: $from, close: $close, availableTo: $to) { id } }
}`;

const untilServerTime = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now()) + 300));

test('the strip shows the patrol its open tasks by name, and they come and go as tasks open and close', async ({ page }) => {
  const strip = new OpenTaskStrip(page);
  const user = await signUpActivated(page, 'strimmel');
  // Logged in but in no patrol: the list is empty and the strip is not there at all.
  const firstLoad = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('getMyOpenBattleTasks'),
  );
  await page.goto('/');
  expect((await firstLoad).ok()).toBe(true);
  await expect(strip.strip()).toHaveCount(0);

  await registerDemoPatrol(user, 'Strimlen');
  // A task of the demo battle that opens in 12 s and whose late delivery ends 8 s later.
  const opens = Date.now() + 12_000;
  const admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  const name = `Natløb ${Date.now().toString(36)}`;
  await admin.graphql(CREATE_TASK, {
    name,
    battleID: await demoBattleId(),
    from: new Date(opens).toISOString(),
    close: new Date(opens + 5_000).toISOString(),
    to: new Date(opens + 8_000).toISOString(),
  });
  await admin.dispose();

  await page.clock.install();
  await page.reload();
  await expect(strip.task(demoTask.name)).toBeVisible();
  await expect(strip.task(name)).toHaveCount(0);

  await untilServerTime(opens);
  await page.clock.runFor(timings.openTaskPolling);
  await expect(strip.task(name)).toBeVisible();
  // Sorted by name, Danish order: 'Natløb ...' before 'Øveopgave ...'.
  expect(await strip.taskNames()).toEqual([name, demoTask.name]);
  await strip.task(name).click();
  await expect(page).toHaveURL(/\/battles\/tasks\/\d+$/);

  await untilServerTime(opens + 8_000);
  await page.clock.runFor(timings.openTaskPolling);
  await expect(strip.task(name)).toHaveCount(0);
  await expect(strip.task(demoTask.name)).toBeVisible();
});
