import { expect, test, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { staffMessages } from '@usb/remote-staff/texts';
import { AccountPages } from '../pages/account-pages';
import { SiteHeader } from '../pages/site-header';
import { StaffPages } from '../pages/staff-pages';
import { confirmPopup } from '../support/popups';
import { demo } from '../support/site';

const text = staffMessages.results;
const path = `demo-e2e-${Date.now().toString(36)}`;

/** The page as it stands, at desktop width (1280 px) and at a Pixel 7's width. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 412, height: 915 });
  await page.screenshot({ path: `test-results/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("the battle's staff build, publish, hide and delete its results from the 'Stab' menu", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await new AccountPages(page).logIn('demostab', demo.password);
  await new SiteHeader(page).expectLoggedIn();
  await (await new SiteHeader(page).openSubmenu(messages.nav.staff)).getByRole('link', { name: messages.nav.staffResults }).click();
  await expect(page).toHaveURL(/\/staff\/results$/);
  await new StaffPages(page).choose(staffMessages.selection.battle, demo.openBattleName);

  // The preview asks to check the points before publishing.
  await expect(page.getByText(text.preview)).toBeVisible();
  await expect(page.getByText(text.notPublishedIntro)).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await shoot(page, 'staff-results-preview');

  // A path another battle's result has is refused under the field, and what was typed stays.
  const pathField = page.getByRole('textbox', { name: text.path });
  await pathField.fill(demo.resultPath);
  await page.getByRole('button', { name: text.publish }).click();
  await confirmPopup(page, text.publish);
  await expect(page.getByText(text.pathTaken)).toBeVisible();
  await expect(pathField).toHaveValue(demo.resultPath);

  // Published under its own path: the screen says so, with the link, and no longer asks to check.
  await pathField.fill(path);
  await page.getByRole('button', { name: text.publish }).click();
  await expect(page.getByText(text.publishConfirm.replace('{url}', `/resultater/${path}`))).toBeVisible();
  await confirmPopup(page, text.publish);
  const link = page.getByRole('link', { name: text.publishedAt.replace('{url}', `/resultater/${path}`) });
  await expect(link).toBeVisible();
  await expect(page.getByText(text.publishedIntro)).toBeVisible();
  await expect(page.getByText(text.notPublishedIntro)).toHaveCount(0);
  await shoot(page, 'staff-results-published');

  // The RESULTATER menu follows at once, and a visitor reads them.
  await expect((await new SiteHeader(page).openSubmenu(messages.nav.results)).getByRole('link', { name: demo.openBattleName, exact: true })).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto(`/resultater/${path}`);
  await expect(visitor.getByRole('heading', { name: demo.openBattleName })).toBeVisible();

  // Hidden again, then deleted: the demo battle is left without a result, as the seed has it.
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: text.unpublish }).click();
  await confirmPopup(page, text.unpublish);
  await expect(page.getByText(text.preview)).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(messages.resultsPage.notFound)).toBeVisible();
  await page.getByRole('button', { name: text.delete }).click();
  await confirmPopup(page, text.delete);
  await expect(page.getByText(text.notBuilt)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await visitor.close();
});
