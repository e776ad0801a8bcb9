import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { AccountPages } from '../pages/account-pages';
import { BattlePage } from '../pages/battle-page';
import { SiteHeader } from '../pages/site-header';
import { apiSession } from '../support/api';
import { demo, e2eSite } from '../support/site';

const CREATE_BATTLE = `mutation ($name: String, $start: DateTime, $end: DateTime, $from: DateTime, $to: DateTime) {
  battles { createBattle(name: $name, start: $start, end: $end, registrationFrom: $from, registrationTo: $to) { id } } }`;
const DAY = 24 * 60 * 60 * 1000;

test("an event page shows the event's blog posts, newest first, with date, summary and body", async ({ page }) => {
  await new BattlePage(page).openFromEvents(demo.openBattleName);
  await expect(page.getByRole('heading', { name: messages.battlePage.blogTitle })).toBeVisible();
  const posts = page.locator('.ant-card').filter({ has: page.locator('.usb-blog-body') });
  await expect(posts.locator('.ant-card-head-title')).toHaveText(['Husk at teste jeres udstyr', 'Nyt om opgaverne', 'Tilmeldingen er åben']);
  await expect(posts.first()).toContainText('En lille tjekliste før aftenen.');
  await expect(posts.first().locator('.ant-card-extra')).toHaveText(/^\d{1,2}\. \w+\.? \d{4}$/);
  await expect(posts.first().locator('.usb-blog-body')).not.toBeEmpty();
});

test('a new event without patrols says so under the registered patrols', async ({ page }) => {
  const admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const name = `USB Tom ${Date.now().toString(36)}`;
  const created = await admin.graphql<{ battles: { createBattle: { id: string } } }>(CREATE_BATTLE, {
    name,
    start: at(40),
    end: at(40.2),
    from: at(-1),
    to: at(39),
  });
  await admin.dispose();
  await page.goto(`/battles/${created.battles.createBattle.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(messages.battlePage.noPatrols)).toBeVisible();
});

test("on the home page a registered event reads 'Tilmeldt', and 'Vis' on hover, which opens it", async ({ page }) => {
  await new AccountPages(page).logIn('demoanne', demo.password);
  await new SiteHeader(page).expectLoggedIn();
  await page.goto('/');
  const entry = page.locator('li').filter({ hasText: demo.openBattleName }).first();
  const registered = entry.getByRole('button', { name: `${messages.home.registered} - ${messages.home.show}` });
  await expect(registered).toHaveText(messages.home.registered);
  await registered.hover();
  await expect(registered).toHaveText(messages.home.show);
  await registered.click();
  await expect(page.getByRole('heading', { name: demo.openBattleName })).toBeVisible();
  await expect(page.getByText(`${messages.patrolForm.existingTitle} Ulvene`)).toBeVisible();
  await expect(page.getByLabel(messages.patrolForm.name)).toHaveValue('Ulvene');
});
