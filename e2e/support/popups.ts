import { expect, type Locator, type Page } from '@playwright/test';

/**
 * antd's popups (a Popconfirm's bubble, a Select's list) open with a motion and are placed
 * beside their trigger while it runs. A click during it can land beside the popup, where antd
 * takes it for a click outside and closes the popup without acting: on a loaded machine the
 * journeys then waited for an effect that never came. These helpers click only once the popup
 * has settled (no motion class left on it) and wait for it to close.
 */
const MOVING = '[class*="-appear"], [class*="-enter"], [class*="-leave"]';

/** The open, settled popup of `kind` (a CSS class such as `.ant-popconfirm`). */
function settledPopup(page: Page, kind: string): Locator {
  return page.locator(`${kind}:visible:not(${MOVING})`);
}

/** Answers the open Popconfirm with its button named `okText` ('Ja' unless the screen says otherwise). */
export async function confirmPopup(page: Page, okText: string): Promise<void> {
  const popup = settledPopup(page, '.ant-popconfirm');
  await expect(popup).toHaveCount(1);
  await popup.getByRole('button', { name: okText }).click();
  await expect(page.locator('.ant-popconfirm:visible')).toHaveCount(0);
}

/** Picks `option` in the open Select list. */
export async function pickOption(page: Page, option: string): Promise<void> {
  const popup = settledPopup(page, '.ant-select-dropdown');
  await expect(popup).toHaveCount(1);
  await popup.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}
