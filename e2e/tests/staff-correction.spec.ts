import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { staffMessages } from '@usb/remote-staff/texts';
import { AccountPages } from '../pages/account-pages';
import { StaffPages } from '../pages/staff-pages';
import { apiSession } from '../support/api';
import { signUpPatrolMember, type PatrolMember } from '../support/patrol-member';
import { demo, demoTask } from '../support/site';

const text = staffMessages;
const staff = { userName: 'demostab', fullName: 'Søren Stabsen' };
const admin = { userName: 'demoadmin', fullName: 'Dorthe Arrangør' };

const OPEN_TASKS = '{ battles { getMyOpenBattleTasks { id name } } }';
const QUESTIONS = 'query ($id: ID!) { battles { getMyOpenBattleTask(battleTaskID: $id) { questions { id name } } } }';
const ANSWER = `mutation ($questionID: ID!, $stringAnswer: StringAnswerInput, $multipleChoiceAnswer: MultipleChoiceAnswerInput) {
  answers { answerQuestion(questionID: $questionID, stringAnswer: $stringAnswer, multipleChoiceAnswer: $multipleChoiceAnswer) { id } }
}`;
const RELEASE = 'mutation ($id: ID!) { answers { releaseLock(battleTaskAnswerID: $id) } }';

/** The patrol answers the open demo task's line (no points yet) and knots (3 points by itself) questions. */
async function answerDemoTask(member: PatrolMember): Promise<void> {
  const session = await apiSession(member.user.userName, member.user.password);
  try {
    const open = await session.graphql<{ battles: { getMyOpenBattleTasks: { id: string; name: string }[] } }>(OPEN_TASKS);
    const task = open.battles.getMyOpenBattleTasks.find((found) => found.name === demoTask.name);
    if (!task) throw new Error(`'${demoTask.name}' is not open for the patrol`);
    const { questions } = (
      await session.graphql<{ battles: { getMyOpenBattleTask: { questions: { id: string; name: string }[] } } }>(QUESTIONS, { id: task.id })
    ).battles.getMyOpenBattleTask;
    const idOf = (name: string): string => questions.find((question) => question.name === name)?.id ?? '';
    await session.graphql(ANSWER, { questionID: idOf(demoTask.line), stringAnswer: { answerText: 'Bøg' } });
    await session.graphql(ANSWER, { questionID: idOf(demoTask.multiple.name), multipleChoiceAnswer: { chosenOptions: [0, 2] } });
  } finally {
    await session.dispose();
  }
}

async function loggedIn(browser: Browser, userName: string): Promise<Page> {
  const page = await browser.newPage();
  await new AccountPages(page).logIn(userName, demo.password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test('two correctors on one answer: the lock, points saved, a lost lock, the preview and the patrols CSV', async ({ browser }) => {
  const member = await signUpPatrolMember(await browser.newPage(), 'rettes');
  await answerDemoTask(member);

  // The staff member finds the patrol's answer in the queue and opens it with the lock.
  const stabPage = await loggedIn(browser, staff.userName);
  const stab = new StaffPages(stabPage);
  await stab.openQueue(demo.openBattleName, demoTask.name, member.patrolName);
  await expect(stab.queueRow(member.patrolName)).toContainText(text.queue.statusNotCorrected);
  const answerID = await stab.openAnswer(member.patrolName);
  await expect(stabPage.getByText(text.answer.lockMine)).toBeVisible();
  await expect(stabPage.getByText('Bøg', { exact: true })).toBeVisible();
  await expect(stab.pointsField(demoTask.multiple.name)).toHaveValue('3');

  // The admin opening the same answer sees it read-only, with who holds it.
  const adminPage = await loggedIn(browser, admin.userName);
  const adminView = new StaffPages(adminPage);
  await adminPage.goto(`/staff/tasks/answers/${answerID}`);
  await expect(adminPage.getByText(text.answer.lockOther.replace('{name}', staff.fullName))).toBeVisible();
  await expect(adminView.pointsField(demoTask.line)).toBeDisabled();

  await stab.pointsField(demoTask.line).fill('4');
  await stab.save();
  await expect(stabPage.getByText(text.answer.saved)).toBeVisible();
  await expect(stab.total()).toHaveText(`${text.answer.total}: 7`);
  await expect(stab.auditTrail()).toContainText(`${staff.fullName} · ${demoTask.line}: – → 4`);

  // The staff member's lock goes (as after a sleeping laptop) and the admin takes the answer over.
  const session = await apiSession(staff.userName, demo.password);
  await session.graphql(RELEASE, { id: answerID });
  await session.dispose();
  await adminPage.getByRole('button', { name: text.answer.takeOver }).click();
  await expect(adminPage.getByText(text.answer.lockMine)).toBeVisible();

  // Saving now is refused: said in Danish, shown read-only, and the typed points stay.
  await stab.pointsField(demoTask.line).fill('5');
  await stab.save();
  await expect(stabPage.getByText(text.answer.lockLost)).toBeVisible();
  await expect(stabPage.getByText(text.answer.lockOther.replace('{name}', admin.fullName))).toBeVisible();
  await expect(stab.pointsField(demoTask.line)).toHaveValue('5');
  await expect(stab.pointsField(demoTask.line)).toBeDisabled();
  await expect(stabPage.getByText(text.answer.unsaved.replace('{points}', '4'))).toBeVisible();

  // The queue shows it corrected with its points; the preview has the patrol with them. The
  // admin's lock goes with the answer's page (a release sent as the page is left; the queue only
  // polls every 15 s), so the staff member goes back once it has.
  const adminReleased = adminPage.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('"operationName":"ReleaseLock"'),
  );
  await adminPage.getByRole('link', { name: text.answer.back }).click();
  expect((await adminReleased).ok()).toBe(true);
  await stabPage.getByRole('link', { name: text.answer.back }).click();
  await expect(stab.queueRow(member.patrolName)).toContainText(text.queue.statusCorrected);
  await stabPage.getByRole('link', { name: text.resultsTitle }).click();
  await expect(stabPage.getByText(text.results.preview)).toBeVisible();
  await expect(stabPage.locator('tr').filter({ hasText: member.patrolName })).toBeVisible();

  // The patrols CSV opens in a Danish Excel: BOM, semicolons, CRLF, the member's contact line.
  const csv = await readFile(await (await stab.downloadPatrolsCsv(demo.openBattleName)).path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Patrulje;Kategori;Korps;By;Gruppe;Antal;Besvarede opgaver;Rettede opgaver;Navn;E-mail;Mobil');
  expect(lines.find((line) => line.startsWith(`${member.patrolName};`))).toContain(`;${member.user.email};`);
});
