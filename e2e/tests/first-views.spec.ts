import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';

/**
 * First views: the api serves a page's text in index.html (rendered by remote-public's build),
 * so a reader sees the page before any script has run; React then takes the page over without
 * it ever going blank.
 */
test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader sees the home page, the events and the login form, styled as the live page', async ({ page }) => {
    // The view is a picture of the page until React renders it (inert, hidden from assistive technology): found by its text.
    await page.goto('/');
    await expect(page.getByText(messages.home.nextEvent)).toBeVisible();
    await expect(page.getByText(messages.home.description[0] ?? '')).toBeVisible();

    await page.goto('/events');
    await expect(page.locator('h2', { hasText: messages.events.title })).toBeVisible();
    await expect(page.getByText(messages.events.intro)).toBeVisible();

    await page.goto('/login');
    await expect(page.locator('h2', { hasText: messages.login.title })).toBeVisible();
    // antd's stylesheet styles the first paint: antd's outlined input, not the browser's.
    const userName = page.locator('#identifier');
    await expect(userName).toHaveClass(/ant-input/);
    await expect(userName).toHaveCSS('border-radius', '6px');
  });

  test('a page no remote has a view of shows the site frame only', async ({ page }) => {
    await page.goto('/staff');
    await expect(page.getByRole('link', { name: 'USB', exact: true })).toBeVisible();
    await expect(page.locator('[data-first-view]')).toHaveCount(0);
  });
});

test('the live page replaces the first view without the text ever leaving the screen', async ({ page }) => {
  await page.addInitScript((text) => {
    const seen: boolean[] = [];
    (window as unknown as { textSeen: boolean[] }).textSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-first-view]') || seen.length > 0) seen.push(document.body.textContent?.includes(text) ?? false);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, messages.login.title);

  await page.goto('/login');
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
  const userName = page.getByLabel(messages.accountFields.userName);
  await userName.fill('demoanne');
  await expect(userName).toHaveValue('demoanne');
  const seen = await page.evaluate(() => (window as unknown as { textSeen: boolean[] }).textSeen);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every(Boolean)).toBe(true);
});
