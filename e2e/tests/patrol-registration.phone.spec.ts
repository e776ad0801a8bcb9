import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { BattlePage } from '../pages/battle-page';
import { signUpActivated } from '../support/activated-user';
import { demo } from '../support/site';

test('on a phone a user registers a patrol and sees it on the profile', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpActivated(page, 'mobilpatrulje');
  const battle = new BattlePage(page);
  await battle.openFromEvents(demo.openBattleName);
  const name = `Uglen ${Date.now().toString(36)}`;
  await battle.register({ name, category: 'OBG(18+)', corps: 'De Gule Spejdere', city: 'Aarhus', groupName: 'Viby', patrolSize: 3 });
  expect(await battle.copyInviteLink()).toContain('/patrol/invite/');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

  await page.goto('/events');
  await expect(page.getByText(messages.events.registeredAs.replace('{name}', name))).toBeVisible();
  await page.goto('/user');
  await expect(page.getByText(name).first()).toBeVisible();
});
