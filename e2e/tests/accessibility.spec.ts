import { test } from '@playwright/test';
import { demoIds, pathOf, screens, settle, viewAs, type DemoIds } from '../support/accessibility-screens';
import { expectNoAxeViolations } from '../support/axe';

/** axe-core's WCAG 2.x A/AA rules on every screen of the seeded site, as each kind of user sees it. */
let ids: DemoIds;
test.beforeAll(async () => {
  ids = await demoIds();
});

for (const screen of screens) {
  test(`${screen.viewer}: ${screen.path} has no WCAG A/AA violations`, async ({ page }) => {
    await viewAs(page, screen.viewer);
    await page.goto(pathOf(screen, ids));
    await settle(page);
    await expectNoAxeViolations(page, `${screen.path} as ${screen.viewer}`);
  });
}
