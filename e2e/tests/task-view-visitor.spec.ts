import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { AccountPages } from '../pages/account-pages';
import { TaskPage } from '../pages/task-page';
import { openDemoTaskId } from '../support/demo-task';
import { demo, demoTask } from '../support/site';

test('a visitor sees an open task read-only, logs in from it and comes back able to answer', async ({ page }) => {
  const id = await openDemoTaskId();
  // The shell asks for the task while the task view's code downloads; the view reads that answer.
  const taskQueries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('"operationName":"GetBattleTask"')) taskQueries.push(request.url());
  });
  await page.goto(`/battles/tasks/${id}`);
  const task = new TaskPage(page);
  await expect(page.getByRole('heading', { name: demoTask.name })).toBeVisible();
  await expect(page.getByText(messages.taskView.loginPrompt)).toBeVisible();
  await expect(task.question(demoTask.line).getByRole('textbox')).toBeDisabled();
  await expect(task.question(demoTask.image)).toContainText(messages.task.imageNotFound);
  await expect(task.question(demoTask.image).locator('input[type=file]')).toHaveCount(0);
  await expect(task.question(demoTask.email.name).getByRole('link', { name: messages.taskView.emailLink })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(taskQueries).toHaveLength(1);

  await page.getByRole('button', { name: messages.taskView.loginLink }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?return=${encodeURIComponent(`/battles/tasks/${id}`)}$`));
  await new AccountPages(page).logIn('demoanne', demo.password);
  await expect(page).toHaveURL(new RegExp(`/battles/tasks/${id}$`));
  await expect(task.question(demoTask.line).getByRole('textbox')).toBeEnabled();
  await expect(page.getByText(messages.taskView.loginPrompt)).toHaveCount(0);
});
