import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { TaskPage } from '../pages/task-page';
import { signUpActivated } from '../support/activated-user';
import { arrangeRunningBattle } from '../support/running-battle';

test('a member who did not join before registration closed joins by invite while the battle runs, then answers', async ({ browser, page }) => {
  const ownerContext = await browser.newContext();
  const owner = await signUpActivated(await ownerContext.newPage(), 'natejer');
  await ownerContext.close();
  const battle = await arrangeRunningBattle([owner], 'Natugler');
  const [patrol] = battle.patrols;
  if (!patrol) throw new Error('no patrol arranged');

  await signUpActivated(page, 'senkommer');
  await page.goto(new URL(patrol.inviteLink).pathname);
  await expect(page.getByText(patrol.name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: messages.invite.join }).click();
  await expect(page).toHaveURL(new RegExp(`/battles/${battle.battleID}$`));
  await expect(page.getByRole('heading', { name: battle.battleName })).toBeVisible();

  const task = new TaskPage(page);
  await task.openFromStrip(battle.taskName);
  await task.type(battle.questionName, 'Gløder og stjerner');
  await expect(task.status(battle.questionName)).toHaveText(messages.task.saved);
});
