import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { TaskPage } from '../pages/task-page';
import { apiSession } from '../support/api';
import { signUpPatrolMember, type PatrolMember } from '../support/patrol-member';
import { demoTask } from '../support/site';
import { mp4File, noisePng, pdfFile } from '../support/test-files';
import { watchStatuses } from '../support/watch-statuses';

const TASK_ANSWERS = `query ($id: ID!) { battles { getBattleTask(id: $id) { battleTaskAnswerCurrentUser { answers {
  questionID __typename ... on StringAnswer { answerText } ... on MultipleChoiceAnswer { chosenOptions } ... on MediaAnswer { mimeType }
} } questions { id name } } } }`;

interface SavedAnswers {
  battles: {
    getBattleTask: {
      battleTaskAnswerCurrentUser: {
        answers: { questionID: string; __typename: string; answerText?: string; chosenOptions?: number[]; mimeType?: string }[];
      } | null;
      questions: { id: string; name: string }[];
    };
  };
}

/** What the server holds for the patrol, by question name: read through the api, not the page (which keeps drafts). */
async function savedAnswers(member: PatrolMember, taskId: string) {
  const session = await apiSession(member.user.userName, member.user.password);
  try {
    const { getBattleTask } = (await session.graphql<SavedAnswers>(TASK_ANSWERS, { id: taskId })).battles;
    const nameOf = new Map(getBattleTask.questions.map((question) => [question.id, question.name]));
    return new Map((getBattleTask.battleTaskAnswerCurrentUser?.answers ?? []).map((answer) => [nameOf.get(answer.questionID), answer]));
  } finally {
    await session.dispose();
  }
}

test('on a phone a patrol answers a question of every kind, and the answers are kept', async ({ page }) => {
  const member = await signUpPatrolMember(page, 'svarer');
  await page.goto('/');
  const task = new TaskPage(page);
  await task.openFromStrip(demoTask.name);

  // The task's times read as label and time, each label on one line even on a phone.
  for (const label of [messages.taskView.opens, messages.taskView.closes, messages.taskView.lateUntil]) {
    const term = page.locator('dt', { hasText: label });
    const lineHeight = await term.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect({ label, lines: Math.round(((await term.boundingBox())?.height ?? 0) / lineHeight) }).toEqual({ label, lines: 1 });
  }

  // External: the first view records the time the patrol first saw the task.
  await expect(task.question(demoTask.external)).toContainText(messages.taskView.externalSeen);

  await task.type(demoTask.line, 'Bøg');
  await expect(task.status(demoTask.line)).toHaveText(messages.task.saved);
  await task.type(demoTask.textArea, 'Vi gik langs åen.\nSå over broen og op ad bakken.');
  await expect(task.status(demoTask.textArea)).toHaveText(messages.task.saved);

  const mailLink = task.question(demoTask.email.name).getByRole('link', { name: messages.taskView.emailLink });
  const subject = `Svar: ${demoTask.name} - ${member.patrolName} - Spejder`;
  await expect(mailLink).toHaveAttribute('href', `mailto:${demoTask.email.to}?subject=${encodeURIComponent(subject)}`);
  await mailLink.click();
  await expect(task.question(demoTask.email.name)).toContainText(messages.taskView.emailOpened);

  await task.choose(demoTask.multiple.name, 'Råbåndsknob', 'Flagstik');
  await expect(task.status(demoTask.multiple.name)).toHaveText(messages.task.saved);
  await task.choose(demoTask.single.name, '8');
  await expect(task.status(demoTask.single.name)).toHaveText(messages.task.saved);

  // A video on the image question, a PDF on either, an image on the video question: refused in Danish.
  await task.upload(demoTask.image, mp4File);
  await expect(task.mediaAlert(demoTask.image)).toHaveText(messages.task.videoNotAllowed);
  await task.upload(demoTask.image, pdfFile);
  await expect(task.mediaAlert(demoTask.image)).toHaveText(messages.task.fileTypeRefused);
  await task.upload(demoTask.video, noisePng(40, 30));
  await expect(task.mediaAlert(demoTask.video)).toHaveText(messages.task.imageNotAllowed);

  await task.upload(demoTask.video, mp4File);
  await expect(task.question(demoTask.video).locator('video')).toHaveCount(1);
  await expect(task.question(demoTask.video)).toContainText(messages.taskView.newVideo);
  await expect(task.mediaAlert(demoTask.video)).toHaveCount(0);

  const saved = await savedAnswers(member, task.taskId());
  expect(saved.get(demoTask.external)?.__typename).toBe('ExternalAnswer');
  expect(saved.get(demoTask.line)?.answerText).toBe('Bøg');
  expect(saved.get(demoTask.textArea)?.answerText).toBe('Vi gik langs åen.\nSå over broen og op ad bakken.');
  expect(saved.get(demoTask.email.name)?.__typename).toBe('EmailAnswer');
  expect(saved.get(demoTask.multiple.name)?.chosenOptions).toEqual([0, 2]);
  expect(saved.get(demoTask.single.name)?.chosenOptions).toEqual([1]);
  expect(saved.get(demoTask.video)?.mimeType).toBe('video/mp4');

  await page.reload();
  await expect(task.question(demoTask.line).getByRole('textbox')).toHaveValue('Bøg');
  await expect(task.question(demoTask.multiple.name).getByRole('checkbox', { name: 'Flagstik' })).toBeChecked();
  await expect(task.question(demoTask.single.name).getByRole('radio', { name: '8' })).toBeChecked();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

test('a large photo is compressed off the page and uploaded with a progress bar over a slow network', async ({ page }) => {
  await signUpPatrolMember(page, 'fotograf');
  await page.goto('/');
  const task = new TaskPage(page);
  await task.openFromStrip(demoTask.name);
  await expect(task.question(demoTask.image)).toContainText(messages.taskView.firstImage);

  const seen = await watchStatuses(page);
  const cdp = await page.context().newCDPSession(page);
  // About a slow 3G upload: the compressed photo takes seconds to send.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1_000_000, uploadThroughput: 400_000 });
  const put = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/api/media/upload/'));
  await task.upload(demoTask.image, noisePng(2400, 1600));
  const upload = await put;
  expect(await upload.headerValue('content-type')).toBe('image/jpeg');

  const image = task.answerImage(demoTask.image);
  await expect(image).toBeVisible({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const { texts, percents } = await seen();
  expect(texts).toContain(messages.task.compressing);
  expect(texts).toContain(messages.task.uploading);
  expect(percents.some((percent) => percent > 0 && percent < 100)).toBe(true);

  // 2400 x 1600 scaled to 1920 px on the longest side, shown at most 400 px high.
  expect(await image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight])).toEqual([1920, 1280]);
  expect((await image.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(400);
  await expect(task.question(demoTask.image)).toContainText(messages.taskView.newImage);
});

test('text typed while the network is down is kept and saved when it returns', async ({ page, context }) => {
  const member = await signUpPatrolMember(page, 'offline');
  await page.goto('/');
  const task = new TaskPage(page);
  await task.openFromStrip(demoTask.name);
  await task.type(demoTask.line, 'Eg');
  await expect(task.status(demoTask.line)).toHaveText(messages.task.saved);

  await context.setOffline(true);
  await task.type(demoTask.textArea, 'Skrevet i skoven uden dækning');
  await expect(task.status(demoTask.textArea)).toHaveText(messages.taskView.notSaved);
  await expect(page.getByText(messages.task.saveRequestError)).toBeVisible();
  await task.type(demoTask.textArea, 'Skrevet i skoven uden dækning, og lidt mere');
  await expect(task.status(demoTask.textArea)).toHaveText(messages.taskView.notSaved);

  await context.setOffline(false);
  await expect(task.status(demoTask.textArea)).toHaveText(messages.task.saved);
  const saved = await savedAnswers(member, task.taskId());
  expect(saved.get(demoTask.textArea)?.answerText).toBe('Skrevet i skoven uden dækning, og lidt mere');
  expect(saved.get(demoTask.line)?.answerText).toBe('Eg');
});
