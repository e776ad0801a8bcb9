import { defineConfig } from '@playwright/test';
import baseConfig from '@usb/e2e/playwright.config';

/**
 * The page benches (page weight, Lighthouse) run in the same Chromium against the same built
 * site as the journeys: e2e's config, with this folder's `*.bench.ts` as the tests.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testMatch: /\.bench\.ts$/,
  projects: [{ name: 'bench' }],
  reporter: [['line']],
});
