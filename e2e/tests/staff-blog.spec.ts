import { expect, test, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { mgmtMessages } from '@usb/remote-mgmt/texts';
import { AccountPages } from '../pages/account-pages';
import { MgmtArea } from '../pages/mgmt-pages';
import { SiteHeader } from '../pages/site-header';
import { demoBattleId } from '../support/patrol-member';
import { demo } from '../support/site';

const text = mgmtMessages.blog;
const title = `Aftenens nyt ${Date.now().toString(36)}`;

/** The page as it stands, at desktop width (1280 px) and at a Pixel 7's width. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 412, height: 915 });
  await page.screenshot({ path: `test-results/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("the battle's staff write its blog from the 'Stab' menu, and visitors read it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const battleID = await demoBattleId();
  await new AccountPages(page).logIn('demostab', demo.password);
  await new SiteHeader(page).expectLoggedIn();
  await (await new SiteHeader(page).openSubmenu(messages.nav.staff)).getByRole('link', { name: messages.nav.staffBlog }).click();
  await expect(page.getByRole('heading', { name: text.title })).toBeVisible();

  // The battles offered are the ones demostab staffs, the newest first; the chosen one stays in the address.
  const area = new MgmtArea(page);
  await expect(page.getByRole('combobox', { name: text.battle })).toBeVisible();
  await expect(page.locator('main .ant-select')).toContainText(demo.openBattleName);
  await area.choose(page.getByRole('main'), text.battle, demo.pastBattleName);
  await expect(page).toHaveURL(/\/mgmt\/blog\?battle=\d+$/);
  await area.choose(page.getByRole('main'), text.battle, demo.openBattleName);
  await expect(page).toHaveURL(new RegExp(`/mgmt/blog\\?battle=${battleID}$`));
  await page.getByRole('button', { name: text.create }).click();
  await area.drawer().getByLabel(text.postTitle).fill(title);
  await area.drawer().getByLabel(text.summary).fill('Sådan går det på posterne');
  await area.writeRichText(area.drawer(), text.body, 'Husk varmt tøj');
  await area.drawer().getByRole('button', { name: mgmtMessages.common.save }).click();
  await area.expectAlert(text.saved);
  const card = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });
  await expect(card).toBeVisible();
  // No administration menu: the other screens are the admins'.
  await expect(page.getByRole('navigation', { name: mgmtMessages.nav.label })).toHaveCount(0);
  await shoot(page, 'staff-blog');

  // A visitor reads it on the battle's page.
  const visitor = await browser.newPage();
  await visitor.goto(`/battles/${battleID}`);
  await expect(visitor.getByRole('heading', { name: demo.openBattleName })).toBeVisible();
  await expect(visitor.getByText(title)).toBeVisible();

  // Deleted again, so the demo battle keeps the seed's posts.
  await card.getByRole('button', { name: mgmtMessages.common.delete }).click();
  await area.confirm(mgmtMessages.common.confirmDelete);
  await area.expectAlert(text.deleted);
  await expect(card).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: demo.openBattleName })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();
});
