import { expect, test, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { mgmtMessages } from '@usb/remote-mgmt/texts';
import { staffMessages } from '@usb/remote-staff/texts';
import { userAdminMessages } from '@usb/remote-mgmt/texts';
import { AccountPages } from '../pages/account-pages';
import { MgmtBattles } from '../pages/mgmt-pages';
import { MgmtTaskEditor } from '../pages/mgmt-task-editor';
import { SiteHeader } from '../pages/site-header';
import { StaffPages } from '../pages/staff-pages';
import { TaskPage } from '../pages/task-page';
import { signUpActivated } from '../support/activated-user';
import { minutesFromNow } from '../support/copenhagen-time';
import { correctStringAnswers, orderBadges, registerPatrol } from '../support/mgmt-arrange';
import { e2eSite } from '../support/site';

const text = mgmtMessages;
const stamp = Date.now().toString(36);
const battleName = `USB E2E ${stamp}`;
const taskName = 'Natløbet';
const questions = {
  external: 'Kortet',
  line: 'Hvad hedder træet ved posten?',
  email: 'Send jeres kodeord',
  choice: 'Hvilke knob kan bruges?',
  media: 'Billede af patruljen',
};

async function logInAdmin(page: Page): Promise<void> {
  await new AccountPages(page).logIn(e2eSite.admin.userName, e2eSite.admin.password);
  await new SiteHeader(page).expectLoggedIn();
}

test('an admin runs a battle from the browser: tasks, staff, blog, results and badge orders', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const staffPage = await browser.newPage();
  const staff = await signUpActivated(staffPage, 'stab');
  const patrolPage = await browser.newPage();
  const patrolUser = await signUpActivated(patrolPage, 'patrulje');

  // The admin reaches the battles from the shell's Administration menu and creates one open right now.
  await logInAdmin(page);
  await (await new SiteHeader(page).openSubmenu(messages.nav.admin)).getByRole('link', { name: messages.nav.adminBattles }).click();
  await expect(page).toHaveURL(/\/mgmt\/battles$/);
  const battles = new MgmtBattles(page);
  await battles.create(battleName, {
    start: minutesFromNow(-30),
    end: minutesFromNow(150),
    registrationFrom: minutesFromNow(-1440),
    registrationTo: minutesFromNow(120),
  });
  const battleID = await battles.open(battleName);

  // A task, first with its deadline before the opening (shown at once), then in order.
  const editor = new MgmtTaskEditor(page);
  await page.getByRole('button', { name: text.tasks.create }).click();
  await editor.form().getByLabel(text.tasks.name, { exact: true }).fill(taskName);
  await editor.writeRichText(editor.form(), text.tasks.description, 'Løb ruten', true);
  await editor.pickTime(editor.form(), text.tasks.close, minutesFromNow(-60));
  await expect(editor.timeline().getByText(text.tasks.orderWrong)).toBeVisible();
  await editor.form().getByRole('button', { name: text.common.save }).click();
  await expect(page.getByText(text.tasks.closeBeforeOpen)).toBeVisible();
  await editor.pickTime(editor.form(), text.tasks.close, minutesFromNow(120));
  await expect(editor.timeline().getByText(text.tasks.orderWrong)).toHaveCount(0);
  await editor.form().getByRole('button', { name: text.common.save }).click();
  await expect(page).toHaveURL(/\/opgaver\/\d+$/);
  const taskID = editor.taskId();

  // One question of each kind, the multiple choice moved up to second place, and the preview.
  await editor.addQuestion({ kind: 'ExternalQuestion', name: questions.external });
  await editor.addQuestion({ kind: 'StringQuestion', name: questions.line });
  await editor.addQuestion({ kind: 'EmailQuestion', name: questions.email, to: 'post@example.dk' });
  await editor.addQuestion({ kind: 'MediaQuestion', name: questions.media });
  await editor.addQuestion({
    kind: 'MultipleChoiceQuestion',
    name: questions.choice,
    options: [
      { text: 'Råbåndsknob', points: 5 },
      { text: 'Flagstik', points: 0 },
    ],
  });
  for (let moves = 0; moves < 3; moves += 1) {
    await page.getByRole('button', { name: text.questions.moveUp.replace('{name}', questions.choice) }).click();
  }
  await expect.poll(() => editor.questionNames()).toEqual([questions.external, questions.choice, questions.line, questions.email, questions.media]);
  await page.getByRole('button', { name: text.tasks.preview }).click();
  const preview = editor.drawer();
  await expect(preview.getByRole('heading', { name: taskName })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'Løb ruten' })).toBeVisible();
  await expect(preview.locator('.ant-card-head-title')).toHaveText([questions.external, questions.choice, questions.line, questions.email, questions.media]);
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  // A staff member, found by user name, added to the battle and given StaffRole from the same tab.
  await page.getByRole('link', { name: text.tasks.backToTasks }).click();
  await battles.tab(text.battle.tabs.staff);
  await page.getByLabel(text.staffMembers.searchPlaceholder).fill(staff.userName);
  await page.getByLabel(text.staffMembers.searchPlaceholder).press('Enter');
  const found = page.getByRole('row').filter({ hasText: staff.userName });
  await found.getByRole('button', { name: text.staffMembers.add }).click();
  await expect(found.getByText(text.staffMembers.alreadyStaff)).toBeVisible();
  await found.getByRole('button', { name: userAdminMessages.addRole.replace('{role}', 'StaffRole') }).click();
  const member = page.locator('table').first().getByRole('row').filter({ hasText: staff.email });
  await expect(member.getByText(text.staffMembers.staffRole, { exact: true })).toBeVisible();

  // A blog post with its body in the editor, from the 'Stab' menu's Blog (the battle's staff write it too).
  await (await new SiteHeader(page).openSubmenu(messages.nav.staff)).getByRole('link', { name: messages.nav.staffBlog }).click();
  await battles.choose(page.getByRole('main'), text.blog.battle, battleName);
  await page.getByRole('button', { name: text.blog.create }).click();
  await battles.drawer().getByLabel(text.blog.postTitle).fill('Velkommen til natløbet');
  await battles.drawer().getByLabel(text.blog.summary).fill('Sådan foregår aftenen');
  await battles.writeRichText(battles.drawer(), text.blog.body, 'Husk lommelygter');
  await battles.drawer().getByRole('button', { name: text.common.save }).click();
  await expect(page.locator('.ant-card-head-title', { hasText: 'Velkommen til natløbet' })).toBeVisible();

  // A patrol registers and answers in the task view; the staff member corrects the text answer.
  const patrolName = await registerPatrol(patrolUser, battleID, `Ugler ${stamp}`);
  await patrolPage.goto(`/battles/tasks/${taskID}`);
  const taskPage = new TaskPage(patrolPage);
  await taskPage.type(questions.line, 'Egetræ');
  await expect(taskPage.status(questions.line)).toHaveText(messages.task.saved);
  await taskPage.choose(questions.choice, 'Råbåndsknob');
  await expect(taskPage.status(questions.choice)).toHaveText(messages.task.saved);
  await correctStringAnswers(staff, battleID, 7);

  // The admin sees the patrol, builds the results (5 + 7 points) and publishes them.
  await (await new SiteHeader(page).openSubmenu(messages.nav.admin)).getByRole('link', { name: messages.nav.adminBattles }).click();
  await battles.open(battleName);
  await battles.tab(text.battle.tabs.patrols);
  await expect(page.getByRole('row').filter({ hasText: patrolName })).toBeVisible();
  // The results screen is the staff's, reached from 'Stab' (admins pass every staff check).
  await (await new SiteHeader(page).openSubmenu(messages.nav.staff)).getByRole('link', { name: messages.nav.staffResults }).click();
  await new StaffPages(page).choose(staffMessages.selection.battle, battleName);
  const resultRow = page.getByRole('row').filter({ hasText: patrolName });
  await expect(resultRow.getByRole('cell').last()).toHaveText('12');
  await page.getByRole('button', { name: staffMessages.results.publish }).click();
  await battles.confirm(staffMessages.results.publish);
  await expect(page.getByRole('link', { name: /Offentliggjort under \/resultater\// })).toBeVisible();

  // The RESULTATER menu follows at once in the admin's page, and a visitor reads the results.
  await expect((await new SiteHeader(page).openSubmenu(messages.nav.results)).getByRole('link', { name: battleName })).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await (await new SiteHeader(visitor).openSubmenu(messages.nav.results)).getByRole('link', { name: battleName }).click();
  await expect(visitor.getByRole('heading', { name: battleName })).toBeVisible();
  await expect(visitor.getByRole('row').filter({ hasText: patrolName }).getByRole('cell').last()).toHaveText('12');

  // A badge order appears in the orders list, its status is set, and the CSV holds it.
  const buyer = `koeber.${stamp}@example.dk`;
  await orderBadges(buyer);
  await (await new SiteHeader(page).openSubmenu(messages.nav.admin)).getByRole('link', { name: messages.nav.adminBattles }).click();
  await page.mouse.move(0, 0);
  await battles.menu().getByRole('link', { name: text.nav.orders }).click();
  const order = page.getByRole('row').filter({ hasText: buyer });
  await expect(order.getByText('75 kr.')).toBeVisible();
  const orderID = (await order.getByRole('cell').first().innerText()).trim();
  await battles.choose(order, text.orders.statusOf.replace('{id}', orderID), text.orders.statusNames.PAID);
  await battles.expectAlert(text.orders.statusChanged);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text.orders.exportCsv }).click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv).toContain(`;${text.orders.statusNames.PAID};`);
  expect(csv).toContain(buyer);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: buyer }).getByText(text.orders.statusNames.PAID)).toBeVisible();

  for (const opened of [staffPage, patrolPage, visitor]) await opened.close();
});
