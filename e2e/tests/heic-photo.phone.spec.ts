import { expect, test, type Browser } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { staffMessages } from '@usb/remote-staff/texts';
import { AccountPages } from '../pages/account-pages';
import { StaffPages } from '../pages/staff-pages';
import { TaskPage } from '../pages/task-page';
import { apiSession } from '../support/api';
import { signUpPatrolMember } from '../support/patrol-member';
import { demo, demoTask } from '../support/site';
import { heicPhoto, noisePng } from '../support/test-files';
import { watchStatuses } from '../support/watch-statuses';

const staff = { userName: 'demostab' };
const RELEASE = 'mutation ($id: ID!) { answers { releaseLock(battleTaskAnswerID: $id) } }';

async function staffPage(browser: Browser) {
  const page = await browser.newPage();
  await new AccountPages(page).logIn(staff.userName, demo.password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test("on a phone an iPhone's HEIC photo is converted to JPEG, uploaded, and drawn for the corrector", async ({ page, browser }) => {
  const member = await signUpPatrolMember(page, 'iphone');
  await page.goto('/');
  const task = new TaskPage(page);
  await task.openFromStrip(demoTask.name);

  // Two files dropped at once: refused in Danish, neither uploaded.
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });
  await task.drop(demoTask.image, [heicPhoto, noisePng(40, 30)]);
  await expect(task.mediaAlert(demoTask.image)).toHaveText(messages.task.oneFileOnly);
  expect(puts).toEqual([]);

  // The converter cannot start (its .wasm is not served): the patrol is told, nothing is sent.
  const LIBHEIF_WASM = /\/libheif\.[0-9a-f]+\.wasm$/;
  await page.route(LIBHEIF_WASM, (route) => route.fulfill({ status: 503 }));
  await task.upload(demoTask.image, heicPhoto);
  await expect(task.mediaAlert(demoTask.image)).toHaveText(messages.task.conversionFailure);
  expect(puts).toEqual([]);
  await page.unroute(LIBHEIF_WASM);

  // One HEIC: converted in the page (the converter's chunk and .wasm fetched only now), sent as JPEG.
  const seen = await watchStatuses(page);
  const wasm = page.waitForResponse((response) => LIBHEIF_WASM.test(response.url()));
  const put = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/api/media/upload/'));
  await task.upload(demoTask.image, heicPhoto);
  // libheif's .wasm comes from this site, as the build's brotli copy (the bulk of the converter's weight).
  const wasmResponse = await wasm;
  expect([wasmResponse.status(), await wasmResponse.headerValue('content-encoding')]).toEqual([200, 'br']);
  const upload = await put;
  expect(await upload.headerValue('content-type')).toBe('image/jpeg');

  const image = task.answerImage(demoTask.image);
  await expect(image).toBeVisible();
  expect((await seen()).texts).toContain(messages.task.converting);
  await expect(task.mediaAlert(demoTask.image)).toHaveCount(0);
  expect(await image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight])).toEqual([800, 600]);

  // The corrector's browser (Chromium, which draws no HEIC) draws the patrol's photo.
  const stabPage = await staffPage(browser);
  const stab = new StaffPages(stabPage);
  await stab.openQueue(demo.openBattleName, demoTask.name, member.patrolName);
  const answerID = await stab.openAnswer(member.patrolName);
  const photo = stabPage.getByRole('img', { name: staffMessages.answer.mediaAlt.replace('{question}', demoTask.image) });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(800);

  const session = await apiSession(staff.userName, demo.password);
  await session.graphql(RELEASE, { id: answerID });
  await session.dispose();
  await stabPage.close();
});
