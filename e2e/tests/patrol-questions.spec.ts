import { expect, test, type Browser, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { staffMessages, staffQuestionMessages } from '@usb/remote-staff/texts';
import { AccountPages } from '../pages/account-pages';
import { TaskPage } from '../pages/task-page';
import { demo, demoTask } from '../support/site';

const text = messages.patrolQuestions;
const staffText = staffQuestionMessages;

/** A page of its own (own session) logged in as a demo user. */
async function loggedIn(browser: Browser, userName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await new AccountPages(page).logIn(userName, demo.password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test('a patrol asks the staff about a task, the staff answer to all, and every patrol reads the answer', async ({ browser, page }) => {
  const question = 'Må vi bruge et kompas på ruten?';
  const answer = 'Ja, alle patruljer må bruge kompas.';

  // Ulvene (demoanne) asks from the task view.
  await new AccountPages(page).logIn('demoanne', demo.password);
  await expect(page).not.toHaveURL(/\/login/);
  const task = new TaskPage(page);
  await task.openFromStrip(demoTask.name);
  const card = page.locator('.ant-card').filter({ has: page.getByText(text.title, { exact: true }) });
  await card.getByRole('textbox', { name: text.label }).fill(question);
  await card.getByRole('button', { name: text.send }).click();
  await expect(card.getByText(text.sent)).toBeVisible();
  const own = card.getByTestId('own-question').filter({ hasText: question });
  await expect(own.getByText(text.statusOpen)).toBeVisible();

  // The staff see it counted beside the correction queue and answer it to all patrols.
  const staff = await loggedIn(browser, 'demostab');
  await staff.goto('/staff/tasks');
  await staff.getByLabel(staffMessages.selection.battle, { exact: true }).click();
  await staff.locator('.ant-select-item-option:visible').filter({ hasText: demo.openBattleName }).first().click();
  const count = staff.getByTestId('open-question-count');
  await expect(count).toContainText(staffText.openCountOne);
  await count.getByRole('button', { name: staffText.showQuestions }).click();
  await expect(staff).toHaveURL(/\/staff\/questions$/);
  const open = staff.getByTestId('open-question').filter({ hasText: question });
  await expect(open).toContainText('Ulvene');
  await expect(open).toContainText(staffText.task.replace('{task}', demoTask.name));
  await open.getByRole('textbox', { name: staffText.answerLabel }).fill(answer);
  await open.getByRole('radio', { name: staffText.toAll }).check();
  await open.getByRole('button', { name: staffText.send }).click();
  await expect(staff.getByText(staffText.answered)).toBeVisible();
  await expect(staff.getByText(staffText.noOpen)).toBeVisible();
  await expect(staff.getByTestId('handled-question').filter({ hasText: question })).toContainText(staffText.visibilityAll);

  // Ulvene reads the answer with its question.
  await expect(own.getByText(text.statusAnswered)).toBeVisible();
  await expect(own).toContainText(answer);
  await expect(own.getByText(text.answerToAll)).toBeVisible();

  // Lossen (demodorte), another patrol, reads it under 'Svar til alle', without the asking patrol.
  const other = await loggedIn(browser, 'demodorte');
  await other.goto(`/battles/tasks/${task.taskId()}`);
  const forAll = other.getByRole('region', { name: text.forAll });
  await expect(forAll.getByTestId('answer-for-all')).toContainText(question);
  await expect(forAll).toContainText(answer);
  await expect(forAll).not.toContainText('Ulvene');
  await expect(other.getByRole('textbox', { name: text.label })).toBeVisible();
});
