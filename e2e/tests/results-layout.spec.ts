import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { demo } from '../support/site';

const text = messages.resultsPage;

test('the published results show every column, Total included, on a 1280 px desktop without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/resultater/${demo.resultPath}`);
  const tables = page.locator('.ant-table-content');
  await expect(tables.first()).toBeVisible();
  for (const table of await tables.all()) {
    expect(await table.evaluate((area) => area.scrollWidth - area.clientWidth)).toBeLessThanOrEqual(1);
  }
  const total = page.getByRole('columnheader', { name: text.total }).first();
  const box = await total.boundingBox();
  expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
  await expect(page.getByText(text.scrollHint)).toHaveCount(0);
});
