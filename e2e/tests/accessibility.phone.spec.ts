import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { demoIds, pathOf, settle, viewAs, type DemoIds, type Screen } from '../support/accessibility-screens';
import { expectNoAxeViolations } from '../support/axe';

/** The pages Lighthouse measures, on a phone (the header folded into its drawer), and the drawer itself. */
const phoneScreens: Screen[] = [
  { viewer: 'visitor', path: '/' },
  { viewer: 'visitor', path: '/events' },
  { viewer: 'visitor', path: '/login' },
  { viewer: 'patrol member', path: '/battles/tasks/{openTaskID}' },
];

let ids: DemoIds;
test.beforeAll(async () => {
  ids = await demoIds();
});

for (const screen of phoneScreens) {
  test(`phone, ${screen.viewer}: ${screen.path} has no WCAG A/AA violations`, async ({ page }) => {
    await viewAs(page, screen.viewer);
    await page.goto(pathOf(screen, ids));
    await settle(page);
    await expectNoAxeViolations(page, `${screen.path} as ${screen.viewer} on a phone`);
  });
}

test('phone: the open menu drawer has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: messages.nav.openMenu }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'the menu drawer on a phone');
});
