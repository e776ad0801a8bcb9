import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { staffMessages } from '@usb/remote-staff/texts';
import { AccountPages } from '../pages/account-pages';
import { StaffPages } from '../pages/staff-pages';
import { apiSession } from '../support/api';
import { openDemoTaskId } from '../support/demo-task';
import { demoBattleId, signUpPatrolMember, type PatrolMember } from '../support/patrol-member';
import { demo, demoTask, e2eSite } from '../support/site';
import { noisePng } from '../support/test-files';

const text = messages.gallery;
const staffText = staffMessages.gallery;
const caption = 'Hele patruljen ved posten';

const QUESTIONS = 'query ($id: ID!) { battles { getMyOpenBattleTask(battleTaskID: $id) { questions { id name } } } }';
const ANSWER = 'mutation ($q: ID!) { answers { answerQuestion(questionID: $q, mediaAnswer: { mimeType: "image/png" }) { uploadUrl } } }';

/** The patrol's photo for the demo task's image question, uploaded through the api (the upload is the task view's journey). */
async function uploadPatrolPhoto(member: PatrolMember): Promise<void> {
  const session = await apiSession(member.user.userName, member.user.password);
  const files = await request.newContext({ baseURL: e2eSite.baseURL });
  try {
    const { questions } = (
      await session.graphql<{ battles: { getMyOpenBattleTask: { questions: { id: string; name: string }[] } } }>(QUESTIONS, { id: await openDemoTaskId() })
    ).battles.getMyOpenBattleTask;
    const questionID = questions.find((question) => question.name === demoTask.image)?.id ?? '';
    const { uploadUrl } = (await session.graphql<{ answers: { answerQuestion: { uploadUrl: string } } }>(ANSWER, { q: questionID })).answers.answerQuestion;
    const put = await files.put(uploadUrl, { data: noisePng(320, 240).buffer, headers: { 'content-type': 'image/png' } });
    expect(put.status()).toBe(200);
  } finally {
    await Promise.all([session.dispose(), files.dispose()]);
  }
}

async function loggedIn(browser: Browser, userName: string): Promise<Page> {
  const page = await browser.newPage();
  await new AccountPages(page).logIn(userName, demo.password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test("staff pick a patrol's photo, a visitor sees it, the patrol has it taken down from its task and it is gone", async ({ browser }) => {
  // The open slideshow drops the item at its next refresh, up to 30 s later.
  test.slow();
  const memberPage = await browser.newPage();
  const member = await signUpPatrolMember(memberPage, 'galleri');
  await uploadPatrolPhoto(member);
  const battleID = await demoBattleId();

  // The staff member shows the photo in the gallery from the correction view, with a caption.
  const stabPage = await loggedIn(browser, 'demostab');
  const stab = new StaffPages(stabPage);
  await stab.openQueue(demo.openBattleName, demoTask.name, member.patrolName);
  await stab.openAnswer(member.patrolName);
  await stabPage.getByRole('switch', { name: staffText.show }).click();
  await expect(stabPage.getByRole('switch', { name: staffText.show })).toBeChecked();
  await stabPage.getByLabel(staffText.caption).fill(caption);
  await stabPage.getByRole('button', { name: staffText.saveCaption }).click();
  await expect(stabPage.getByRole('button', { name: staffText.saveCaption })).toBeDisabled();

  // A visitor sees it on the battle's page, large, and in the slideshow.
  const visitor = await browser.newPage();
  await visitor.goto(`/battles/${battleID}`);
  await expect(visitor.getByRole('heading', { name: text.title, exact: true })).toBeVisible();
  await visitor.getByRole('button', { name: `Vis ${caption}, ${member.patrolName} i stort format` }).click();
  await expect(visitor.getByRole('dialog', { name: caption }).getByRole('img', { name: caption })).toBeVisible();
  await visitor.keyboard.press('Escape');
  await visitor.getByRole('link', { name: text.slideshowLink }).click();
  await expect(visitor).toHaveURL(`/battles/${battleID}/galleri`);
  const slide = visitor.getByRole('img', { name: caption });
  await expect(slide).toBeVisible();
  await expect(visitor.getByRole('region', { name: `Galleri fra ${demo.openBattleName}` })).toContainText(`${caption} · ${member.patrolName}`);
  const fileUrl = (await slide.getAttribute('src')) ?? '';
  expect((await visitor.request.get(fileUrl)).status()).toBe(200);

  // On the battle's page the patrol's own item offers the takedown; the patrol asks for it from
  // the task view, where its answer says the staff put it in the gallery.
  await memberPage.goto(`/battles/${battleID}`);
  await expect(memberPage.getByRole('button', { name: text.takedown })).toBeVisible();
  await memberPage.goto(`/battles/tasks/${await openDemoTaskId()}`);
  const notice = memberPage.getByTestId('gallery-notice');
  await expect(notice).toContainText(text.inGallery);
  await expect(notice).toContainText(`Billedtekst: ${caption}`);
  await notice.getByRole('button', { name: text.takedown }).click();
  await memberPage.getByRole('button', { name: text.takedownYes }).click();
  await expect(memberPage.getByText(text.takedownDone)).toBeVisible();
  await expect(notice).toHaveCount(0);

  // It is gone at once from the file route, and from the open slideshow without a reload.
  expect((await visitor.request.get(fileUrl)).status()).toBe(404);
  await expect(slide).toHaveCount(0, { timeout: 40_000 });
  await visitor.goto(`/battles/${battleID}`);
  // The page is drawn (its gallery holds the demo's photos) before the picture is looked for.
  await expect(visitor.getByRole('heading', { name: demo.openBattleName, exact: true })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: text.title, exact: true })).toBeVisible();
  await expect(visitor.getByRole('img', { name: caption })).toHaveCount(0);

  // The staff see the request, and cannot show the photo again.
  await stabPage.goto('/staff/gallery');
  await expect(stabPage.getByRole('list', { name: staffText.takedowns })).toContainText(member.patrolName);
  await stabPage.goBack();
  await expect(stabPage.getByText(staffText.takenDown)).toBeVisible();
});
