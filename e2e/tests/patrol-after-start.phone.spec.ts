import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { signUpActivated } from '../support/activated-user';
import { arrangeRunningBattle } from '../support/running-battle';

const text = messages.patrolForm;

test("after the start the owner's patrol form is frozen and says why", async ({ page }) => {
  const owner = await signUpActivated(page, 'frosset');
  const battle = await arrangeRunningBattle([owner], 'Frosne');
  const [patrol] = battle.patrols;
  if (!patrol) throw new Error('no patrol arranged');

  await page.goto(`/battles/${battle.battleID}`);
  await expect(page.getByText(`${text.existingTitle} ${patrol.name}`)).toBeVisible();
  await expect(page.getByText(text.startedLocked)).toBeVisible();
  for (const label of [text.name, text.city, text.groupName, text.patrolSize]) {
    await expect(page.getByLabel(label)).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: text.save })).toHaveCount(0);
});
