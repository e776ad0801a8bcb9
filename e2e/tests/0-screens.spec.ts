import { test } from '@playwright/test';
import { demoIds, type DemoIds } from '../support/accessibility-screens';
import { expectScreenAsBaseline, phone, screenshotScreens } from '../support/screenshots';

/**
 * Screenshot baselines of the site's screens at desktop width (1280 px) and on a phone (Pixel 7):
 * a change that moves, hides or restyles anything shows as a diff to look at. The file's name
 * puts it first of all the journeys, so it sees the demo data as seeded, before any journey adds
 * to it; both widths are here for the same reason (the phone project runs after every desktop
 * journey). Update: `npm run screens:update -w @usb/e2e` (CONTRIBUTING.md).
 */
let ids: DemoIds;
test.beforeAll(async () => {
  ids = await demoIds();
});

test.describe('at 1280 px', () => {
  for (const screen of screenshotScreens) {
    test(`${screen.viewer}: ${screen.path} looks as in its baseline`, async ({ page }) => {
      await expectScreenAsBaseline(page, screen, ids, 'desktop');
    });
  }
});

test.describe('on a phone', () => {
  test.use(phone);
  for (const screen of screenshotScreens) {
    test(`${screen.viewer}: ${screen.path} looks as in its baseline`, async ({ page }) => {
      await expectScreenAsBaseline(page, screen, ids, 'phone');
    });
  }
});
