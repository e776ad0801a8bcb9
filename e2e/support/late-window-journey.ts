import { expect, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { OpenTaskStrip, TaskPage } from '../pages/task-page';
import { arrangeLateTask, removeTask } from './late-task';
import { demoBattleId, signUpPatrolMember } from './patrol-member';
import { demoTask } from './site';

const penalty = (points: number) => messages.taskView.latePenalty.replace('{points}', String(points));

/**
 * The late window as a patrol meets it, at the page's width: the strip tags the closed task
 * 'Sen aflevering', the task view says so with the penalty of an answer now, ticking over from
 * 1 to 2 points as the 61st second after close begins, and a late answer is still saved. The
 * page's clock is installed just after close, so the seconds are the test's to move.
 */
export async function walkTheLateWindow(page: Page): Promise<void> {
  await signUpPatrolMember(page, 'sen');
  const task = await arrangeLateTask(await demoBattleId(), 30_000);
  try {
    const close = Date.parse(task.close);
    await page.clock.install({ time: close + 45_000 });
    await page.goto('/');
    const strip = new OpenTaskStrip(page);
    await expect(strip.task(task.name)).toHaveAccessibleDescription(messages.taskView.late);
    await expect(strip.strip().getByText(messages.taskView.late, { exact: true })).toBeVisible();
    await expect(strip.task(demoTask.name)).toHaveAccessibleDescription('');

    const taskPage = new TaskPage(page);
    await taskPage.openFromStrip(task.name);
    const notice = page.getByRole('note');
    await expect(notice).toContainText(messages.taskView.late);
    await expect(notice).toContainText(messages.taskView.lateRule.split('{until}')[0] ?? '');
    await page.clock.pauseAt(close + 60_000);
    await expect(page.getByRole('timer')).toHaveText(penalty(1));
    await page.clock.runFor(1_000);
    await expect(page.getByRole('timer')).toHaveText(penalty(2));

    await page.clock.resume();
    await taskPage.type(task.question, 'En rød postkasse');
    await expect(taskPage.status(task.question)).toHaveText(messages.task.saved);
  } finally {
    await removeTask(task.id);
  }
}
