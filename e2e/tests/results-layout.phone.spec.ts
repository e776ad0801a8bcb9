import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { demo } from '../support/site';

const text = messages.resultsPage;

test('on a phone the results keep rank, patrol and Total in view and say the tasks scroll sideways', async ({ page }) => {
  await page.goto(`/resultater/${demo.resultPath}`);
  const table = page.getByRole('table').first();
  await expect(table).toBeVisible();
  await expect(page.getByText(text.scrollHint).first()).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  for (const name of [text.rank, text.patrol, text.total]) {
    const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, `${name} in view`).toBe(true);
  }
  // Scrolled to its end, the table still shows rank and patrol on the left.
  await page
    .locator('.ant-table-content')
    .first()
    .evaluate((area) => area.scrollTo({ left: area.scrollWidth }));
  const rank = await table.getByRole('columnheader', { name: text.rank, exact: true }).boundingBox();
  expect(rank?.x ?? -1).toBeGreaterThanOrEqual(0);
});
