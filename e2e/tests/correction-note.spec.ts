import { expect, test, type Browser, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { mgmtMessages } from '@usb/remote-mgmt/texts';
import { staffMessages } from '@usb/remote-staff/texts';
import { AccountPages } from '../pages/account-pages';
import { StaffPages } from '../pages/staff-pages';
import { TaskPage } from '../pages/task-page';
import { signUpActivated } from '../support/activated-user';
import { apiSession } from '../support/api';
import { arrangeRunningBattle } from '../support/running-battle';
import { e2eSite } from '../support/site';

const note = staffMessages.note;
const release = mgmtMessages.feedbackRelease;
const feedback = messages.taskFeedback;
const PUBLISH = 'mutation ($b: ID!) { results { publishByBattleID(battleID: $b) { id } } }';
const UNPUBLISH = 'mutation ($b: ID!) { results { unpublishByBattleID(battleID: $b) { id } } }';

async function asAdmin(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await new AccountPages(page).logIn(e2eSite.admin.userName, e2eSite.admin.password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** The battle's setting, chosen on its Stab tab as the organisers do. */
async function chooseRelease(page: Page, battleID: string, choice: string): Promise<void> {
  await page.goto(`/mgmt/battles/${battleID}/stab`);
  const radio = page.getByRole('radio', { name: choice });
  await expect(radio).toBeEnabled();
  await radio.click();
  await expect(page.getByText(release.saved)).toBeVisible();
  await expect(radio).toBeChecked();
}

/** Publishes the battle's results (or hides them again) as its staff do on the results screen. */
async function setPublished(battleID: string, published: boolean): Promise<void> {
  const admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  try {
    await admin.graphql(published ? PUBLISH : UNPUBLISH, { b: battleID });
  } finally {
    await admin.dispose();
  }
}

test("a corrector's note with a phrase reaches the patrol at once, or only once the results are published", async ({ browser, page }) => {
  const owner = await signUpActivated(page, 'noteejer');
  const battle = await arrangeRunningBattle([owner], 'Noter');
  const [patrol] = battle.patrols;
  if (!patrol) throw new Error('no patrol arranged');
  const task = new TaskPage(page);
  await page.goto('/');
  await task.openFromStrip(battle.taskName);
  await task.type(battle.questionName, 'Gløder og stjerner');
  await expect(task.status(battle.questionName)).toHaveText(messages.task.saved);

  // The organisers let patrols see points and notes at once.
  const adminPage = await asAdmin(browser);
  await chooseRelease(adminPage, battle.battleID, release.AT_ONCE);

  // The corrector keeps a phrase, inserts it with one click, adds a line and saves it with the points.
  const staff = new StaffPages(adminPage);
  await staff.openQueue(battle.battleName, battle.taskName, patrol.name);
  await staff.openAnswer(patrol.name);
  await adminPage.getByRole('button', { name: note.editPhrases }).click();
  await adminPage.getByRole('textbox', { name: note.phrases }).fill('Flot klaret!\nGodt forsøg');
  await adminPage.getByRole('button', { name: note.savePhrases }).click();
  await adminPage.getByRole('button', { name: note.insertPhrase.replace('{phrase}', 'Flot klaret!') }).click();
  const noteField = adminPage.getByRole('textbox', { name: note.title });
  await expect(noteField).toHaveValue('Flot klaret!');
  await noteField.press('End');
  await noteField.pressSequentially(' I så godt efter.');
  await staff.pointsField(battle.questionName).fill('4');
  await staff.save();
  await expect(adminPage.getByText(staffMessages.answer.saved)).toBeVisible();
  await expect(staff.auditTrail()).toContainText('Note: Flot klaret! I så godt efter.');

  // The patrol sees the points and the note by its answer.
  await page.reload();
  await expect(page.getByTestId('task-points')).toHaveText(feedback.points.replace('{points}', '4'));
  await expect(page.getByTestId('task-note')).toHaveText('Flot klaret! I så godt efter.');

  // With 'after publishing' nothing shows until the results are published, and again after.
  await chooseRelease(adminPage, battle.battleID, release.RESULTS_PUBLISHED);
  await page.reload();
  await expect(page.getByRole('heading', { name: battle.taskName })).toBeVisible();
  await expect(page.getByText(feedback.title, { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('task-note')).toHaveCount(0);
  await setPublished(battle.battleID, true);
  await page.reload();
  await expect(page.getByTestId('task-note')).toHaveText('Flot klaret! I så godt efter.');
  await expect(page.getByTestId('task-points')).toHaveText(feedback.points.replace('{points}', '4'));
  await setPublished(battle.battleID, false);
});
