import type { Page } from '@playwright/test';

/**
 * A logged-in user's visit of a page, left to settle, so the browser keeps what the site keeps
 * between visits (the open-task strip's height). The benches measure a returning user's first
 * load from the state this leaves; the token must be in local storage before it.
 */
export async function settleVisit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
}
