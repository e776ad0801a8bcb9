import { expect, test, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { arrangeBattle, retireBattle } from '../support/battle-arrange';
import { nextBattle } from '../support/public-api';
import { demo } from '../support/site';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const registrationCard = (page: Page) => page.locator('.ant-card').filter({ has: page.getByText(messages.home.registrationTitle, { exact: true }) });

/**
 * A battle of the test's own that starts in 20 minutes and ends in 40, with the registration
 * window given: it ends before every other battle of the seeded site (the demo battle and the
 * battles other journeys leave running), so it is the home page's next battle.
 */
async function arrangeNextBattle(name: string, registrationFrom: Date, registrationTo: Date): Promise<string> {
  const start = new Date(Date.now() + 20 * MINUTE);
  const id = await arrangeBattle(name, { start, end: new Date(start.getTime() + 20 * MINUTE), registrationFrom, registrationTo });
  expect((await nextBattle()).id).toBe(id);
  return id;
}

test("the home page's registration card and /events agree: closed before the start, then open", async ({ page }) => {
  // The next battle has not started, but its registration closed an hour ago.
  const closed = `USB Lukket tilmelding ${Date.now().toString(36)}`;
  const closedID = await arrangeNextBattle(closed, new Date(Date.now() - 10 * DAY), new Date(Date.now() - HOUR));
  try {
    await page.goto('/');
    await expect(registrationCard(page)).toContainText(messages.home.registrationClosed);
    await expect(registrationCard(page).getByRole('link')).toHaveCount(0);
    await expect(page.getByText(messages.home.registrationOpen)).toHaveCount(0);

    await page.goto('/events');
    await expect(page.getByRole('link', { name: demo.openBattleName })).toBeVisible();
    await expect(page.getByRole('link', { name: closed })).toHaveCount(0);
  } finally {
    await retireBattle(closedID, closed);
  }

  // The next battle's registration is open: the card links to /events, which lists it.
  const open = `USB Åben tilmelding ${Date.now().toString(36)}`;
  const openID = await arrangeNextBattle(open, new Date(Date.now() - DAY), new Date(Date.now() + 10 * MINUTE));
  try {
    await page.goto('/');
    await registrationCard(page).getByRole('link', { name: messages.home.registrationOpen }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('link', { name: open })).toBeVisible();
  } finally {
    await retireBattle(openID, open);
  }
});
