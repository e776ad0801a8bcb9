import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/** Benchmarks run in the same Chromium against the same built site as the journeys. */
export default defineConfig({
  ...baseConfig,
  testDir: './bench',
  testMatch: /\.bench\.ts$/,
  projects: [{ name: 'bench' }],
  reporter: [['line']],
});
