import { expect, test, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { staffMessages } from '@usb/remote-staff/texts';
import { AccountPages } from '../pages/account-pages';
import { StaffPages } from '../pages/staff-pages';
import { SiteHeader } from '../pages/site-header';
import { signUpActivated } from '../support/activated-user';
import { dateTimeLocal, minutesFromNow } from '../support/copenhagen-time';
import { answerOpenTasks, publishResult } from '../support/frozen-battle';
import { correctStringAnswers } from '../support/mgmt-arrange';
import { arrangeRunningBattle } from '../support/running-battle';
import { e2eSite } from '../support/site';

const reveal = staffMessages.results.reveal;
const freeze = staffMessages.results.freeze;

/** The page at desktop width (1280 px) and at a phone's (390 px). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a freeze hides later corrections from the public until the reveal publishes them', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const ownerPage = await browser.newPage();
  const owner = await signUpActivated(ownerPage, 'frost');
  await ownerPage.close();
  const battle = await arrangeRunningBattle([owner], 'Frost');
  const [patrol] = battle.patrols;
  if (!patrol) throw new Error('no patrol arranged');
  await answerOpenTasks(owner);
  const path = await publishResult(battle.battleID);

  // The organiser sets the freeze on the results screen; a time after the battle is refused first.
  await new AccountPages(page).logIn(e2eSite.admin.userName, e2eSite.admin.password);
  await new SiteHeader(page).expectLoggedIn();
  await page.goto('/staff/results');
  await new StaffPages(page).choose(staffMessages.selection.battle, battle.battleName);
  const freezeCard = page.getByRole('region', { name: freeze.title });
  await expect(freezeCard.getByTestId('freeze-status')).toHaveText(freeze.none);
  await freezeCard.getByLabel(freeze.at).fill(dateTimeLocal(minutesFromNow(24 * 60)));
  await freezeCard.getByRole('button', { name: freeze.save }).click();
  await expect(freezeCard.getByRole('alert')).toContainText('Frysetidspunktet skal ligge mellem eventets start og slut');
  await freezeCard.getByLabel(freeze.at).fill(dateTimeLocal(minutesFromNow(-1)));
  await freezeCard.getByRole('button', { name: freeze.save }).click();
  await expect(page.getByText(freeze.saved)).toBeVisible();
  await expect(freezeCard.getByTestId('freeze-status')).toContainText('Frosset siden');
  await shoot(page, 'freeze-setting');

  // A correction after the freeze: the public does not see it.
  await correctStringAnswers(e2eSite.admin, battle.battleID, 5);
  const visitor = await browser.newPage();
  await visitor.goto(`/resultater/${path}`);
  await expect(visitor.getByText(messages.resultsPage.frozenTitle)).toBeVisible();
  const row = visitor.getByRole('row').filter({ hasText: patrol.name });
  await expect(row.getByRole('cell').last()).toHaveText('0');
  await expect((await new SiteHeader(visitor).openSubmenu(messages.nav.results)).getByRole('link', { name: `${battle.battleName} (frosset)` })).toBeVisible();
  await visitor.mouse.move(0, 0);
  await shoot(visitor, 'results-frozen');

  // The staff's reveal shows the live points, one step at a time with the presenter's keys.
  await page.goto(`/staff/results/${battle.battleID}/reveal`);
  await expect(page.getByRole('heading', { name: 'Spejder', level: 1 })).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(page.getByText(patrol.name)).toBeVisible();
  await expect(page.getByText('5 point')).toBeVisible();
  await shoot(page, 'reveal-patrol');
  await page.keyboard.press('PageUp');
  await expect(page.getByText(patrol.name)).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: 'OBG(18+)', level: 1 })).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('heading', { name: reveal.publishIntro })).toBeVisible();
  await page.getByRole('button', { name: reveal.publish }).click();
  await expect(page.getByRole('heading', { name: reveal.published })).toBeVisible();

  // Published: everyone sees the live standings again.
  await visitor.reload();
  await expect(visitor.getByRole('row').filter({ hasText: patrol.name }).getByRole('cell').last()).toHaveText('5');
  await expect(visitor.getByText(messages.resultsPage.frozenTitle)).toHaveCount(0);
  await visitor.close();
});
