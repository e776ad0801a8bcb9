import { test } from '@playwright/test';
import { walkTheLateWindow } from '../support/late-window-journey';

test("on a phone a patrol sees a closed task as 'Sen aflevering' with its penalty ticking, and may still answer", async ({ page }) => {
  await walkTheLateWindow(page);
});
