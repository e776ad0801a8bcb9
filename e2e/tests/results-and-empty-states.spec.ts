import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { SiteHeader } from '../pages/site-header';
import { demo, e2eSite } from '../support/site';

test('the RESULTATER menu leads to the seeded results, one table per category', async ({ page }) => {
  await page.goto('/');
  await (await new SiteHeader(page).openSubmenu(messages.nav.results)).getByRole('link', { name: demo.pastBattleName }).click();
  await expect(page).toHaveURL(new RegExp(`/resultater/${demo.resultPath}$`));
  await expect(page.getByRole('heading', { name: demo.pastBattleName })).toBeVisible();
  const categoryTitles = page.locator('.ant-card-head-title');
  await expect(categoryTitles).toHaveText(['Spejder', 'OBG(18+)']);
  const tables = page.locator('table');
  await expect(tables).toHaveCount(2);
  await expect(tables.first().getByRole('columnheader', { name: messages.resultsPage.total })).toBeVisible();
  await expect(tables.first().getByRole('columnheader', { name: messages.resultsPage.corps })).toBeVisible();
});

test('the empty site shows the empty texts', async ({ page }) => {
  await page.goto(`${e2eSite.empty.baseURL}/events`);
  await expect(page.getByText(messages.battle.noOpenEvents)).toBeVisible();
  await expect((await new SiteHeader(page).openSubmenu(messages.nav.results)).getByText(messages.results.noResults)).toBeVisible();
  await page.goto(`${e2eSite.empty.baseURL}/`);
  await expect(page.getByText(messages.home.nextEvent)).toBeVisible();
  await expect(page.getByText(messages.home.noOpenEvents)).toBeVisible();
  await page.goto(`${e2eSite.empty.baseURL}/resultater/findes-ikke`);
  await expect(page.getByText(messages.resultsPage.notFound)).toBeVisible();
});

test('the info pages: om, kontakt with its links, praktisk with the rules', async ({ page }) => {
  await page.goto('/kontakt');
  // The page's own link, not the header's PRAKTISK AFVIKLING (same words, and shown once the menu has measured its width).
  const practicalLink = page.getByRole('main').getByRole('link', { name: messages.contact.practicalLink, exact: true });
  await expect(practicalLink).toHaveAttribute('href', '/praktisk');
  await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
  await practicalLink.click();
  await expect(page.locator('.ant-card-head-title').filter({ hasText: messages.practical.rulesTitle })).toBeVisible();
  await expect(page.getByText(messages.practical.rules[0])).toBeVisible();
  await page.goto('/om');
  await expect(page.getByRole('heading', { name: messages.about.title })).toBeVisible();
});
