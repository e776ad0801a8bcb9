import { expect, test, type Browser, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { staffMessages } from '@usb/remote-staff/texts';
import { AccountPages } from '../pages/account-pages';
import { SiteHeader } from '../pages/site-header';
import { StaffPages } from '../pages/staff-pages';
import { signUpActivated } from '../support/activated-user';
import { apiSession } from '../support/api';
import { registerPatrol } from '../support/mgmt-arrange';
import { e2eSite } from '../support/site';

const text = staffMessages;
const stamp = Date.now().toString(36);
const battleName = `USB Kø ${stamp}`;
/** Two patrols answering 26 tasks: 52 task answers, one more page than the queue's 50. */
const TASKS = 26;

const CREATE_BATTLE = `mutation ($name: String, $start: DateTime, $end: DateTime, $from: DateTime, $to: DateTime) {
  battles { createBattle(name: $name, start: $start, end: $end, registrationFrom: $from, registrationTo: $to) { id } } }`;
const CREATE_TASK = `mutation ($battleID: ID, $name: String, $from: DateTime, $to: DateTime) {
  battles { createBattleTask(name: $name, battleID: $battleID, patrolCategories: [1], availableFrom: $from, availableTo: $to, close: $to) { id } } }`;
const CREATE_QUESTION = `mutation ($taskID: ID!) { questions { createQuestion(battleTaskID: $taskID, stringQuestion: { name: "Svar" }) { id } } }`;
const ANSWER = `mutation ($questionID: ID!) { answers { answerQuestion(questionID: $questionID, stringAnswer: { answerText: "Svar" }) { __typename } } }`;
const FIRST_PAGE = `query ($battleID: ID!) { battleTaskAnswers { getPageByBattleID(battleID: $battleID, limit: 50) { answers { id answers { id } } } } }`;
const TAKE_LOCK = `query ($id: ID!) { battleTaskAnswers { get(id: $id, acquireLock: true) { id } } }`;
const CORRECT = `mutation ($answerID: ID!) { answers { correctAnswer(answerID: $answerID, points: 1) { id } } }`;
const RELEASE = `mutation ($id: ID!) { answers { releaseLock(battleTaskAnswerID: $id) } }`;

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * A battle of the e2e admin's with 52 delivered task answers, the oldest 50 corrected: the
 * uncorrected two are on the queue's second page only.
 */
async function arrangeLongQueue(browser: Browser): Promise<void> {
  const admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  try {
    const battle = await admin.graphql<{ battles: { createBattle: { id: string } } }>(CREATE_BATTLE, {
      name: battleName,
      start: minutesFromNow(-30),
      end: minutesFromNow(150),
      from: minutesFromNow(-1440),
      to: minutesFromNow(120),
    });
    const battleID = battle.battles.createBattle.id;
    const questionIDs: string[] = [];
    for (let index = 1; index <= TASKS; index += 1) {
      const task = await admin.graphql<{ battles: { createBattleTask: { id: string } } }>(CREATE_TASK, {
        battleID,
        name: `Opgave ${index}`,
        from: minutesFromNow(-10),
        to: minutesFromNow(120),
      });
      const question = await admin.graphql<{ questions: { createQuestion: { id: string } } }>(CREATE_QUESTION, { taskID: task.battles.createBattleTask.id });
      questionIDs.push(question.questions.createQuestion.id);
    }
    for (const name of ['Ravnene', 'Uglerne']) {
      const page = await browser.newPage();
      const member = await signUpActivated(page, 'koe');
      await page.close();
      await registerPatrol(member, battleID, `${name} ${stamp}`);
      const session = await apiSession(member.userName, member.password);
      for (const questionID of questionIDs) await session.graphql(ANSWER, { questionID });
      await session.dispose();
    }
    const first = await admin.graphql<{ battleTaskAnswers: { getPageByBattleID: { answers: { id: string; answers: { id: string }[] }[] } } }>(FIRST_PAGE, {
      battleID,
    });
    for (const taskAnswer of first.battleTaskAnswers.getPageByBattleID.answers) {
      await admin.graphql(TAKE_LOCK, { id: taskAnswer.id });
      for (const answer of taskAnswer.answers) await admin.graphql(CORRECT, { answerID: answer.id });
      await admin.graphql(RELEASE, { id: taskAnswer.id });
    }
  } finally {
    await admin.dispose();
  }
}

/** The page as it stands, at desktop width (1280 px) and at a Pixel 7's width. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 412, height: 915 });
  await page.screenshot({ path: `test-results/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("the correction queue pages, says how many answers match for every filter, and 'Ret næste' finds one on another page", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await arrangeLongQueue(browser);
  await new AccountPages(page).logIn(e2eSite.admin.userName, e2eSite.admin.password);
  await new SiteHeader(page).expectLoggedIn();
  await (await new SiteHeader(page).openSubmenu(messages.nav.staff)).getByRole('link', { name: messages.nav.staffTasks }).click();
  await new StaffPages(page).choose(text.selection.battle, battleName);

  const queue = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: text.queue.title }) });
  const rows = queue.locator('tbody tr.ant-table-row');
  const total = page.getByTestId('queue-total');
  await expect(total).toHaveText('52 besvarelser');
  await expect(queue.getByText('1–50 af 52')).toBeVisible();
  await expect(rows).toHaveCount(50);
  await expect(queue.getByText(text.queue.statusNotCorrected, { exact: true })).toHaveCount(0);
  await shoot(page, 'correction-queue-page-1');

  // The second page holds the two uncorrected answers.
  await queue.getByTitle('2', { exact: true }).click();
  await expect(queue.getByText('51–52 af 52')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(queue.getByText(text.queue.statusNotCorrected, { exact: true })).toHaveCount(2);
  await shoot(page, 'correction-queue-page-2');

  // Another filter starts again at page 1, and the total follows it.
  await page.getByRole('radiogroup', { name: text.selection.corrected }).getByText(text.selection.yes, { exact: true }).click();
  await expect(total).toHaveText('50 besvarelser');
  await expect(rows).toHaveCount(50);
  await page.getByRole('radiogroup', { name: text.selection.corrected }).getByText(text.selection.no, { exact: true }).click();
  await expect(total).toHaveText('2 besvarelser');
  await expect(rows).toHaveCount(2);

  // With every answer shown again, page 1 holds no uncorrected answer, yet 'Ret næste' finds one.
  await page.getByRole('radiogroup', { name: text.selection.corrected }).getByText(text.selection.all, { exact: true }).click();
  await expect(queue.getByText('1–50 af 52')).toBeVisible();
  await page.getByRole('button', { name: text.queue.correctNext }).click();
  await expect(page).toHaveURL(/\/staff\/tasks\/answers\/\d+$/);
  await expect(page.getByText(text.answer.lockMine)).toBeVisible();
});
