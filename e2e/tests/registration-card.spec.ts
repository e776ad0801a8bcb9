import { expect, test, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { arrangeBattle, retireBattle } from '../support/battle-arrange';
import { nextBattle } from '../support/public-api';
import { demo } from '../support/site';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const registrationCard = (page: Page) => page.locator('.ant-card').filter({ has: page.getByText(messages.home.registrationTitle, { exact: true }) });

test("the home page's registration card and /events agree: closed before the start, then open", async ({ page }) => {
  // The next battle starts in two days, but its registration closed an hour ago.
  const name = `USB Lukket tilmelding ${Date.now().toString(36)}`;
  const start = new Date(Date.now() + 2 * DAY);
  const id = await arrangeBattle(name, {
    start,
    end: new Date(start.getTime() + 3 * HOUR),
    registrationFrom: new Date(Date.now() - 10 * DAY),
    registrationTo: new Date(Date.now() - HOUR),
  });
  try {
    expect((await nextBattle()).id).toBe(id);
    await page.goto('/');
    await expect(registrationCard(page)).toContainText(messages.home.registrationClosed);
    await expect(registrationCard(page).getByRole('link')).toHaveCount(0);
    await expect(page.getByText(messages.home.registrationOpen)).toHaveCount(0);

    await page.goto('/events');
    await expect(page.getByRole('link', { name: demo.openBattleName })).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  } finally {
    await retireBattle(id, name);
  }

  // With the demo battle next again, its open registration reads the same on both pages.
  await page.goto('/');
  await registrationCard(page).getByRole('link', { name: messages.home.registrationOpen }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('link', { name: demo.openBattleName })).toBeVisible();
});
