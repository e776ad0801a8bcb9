import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './support/browser';
import { e2eSite } from './support/site';

/**
 * Journeys against the built site, started the way `npm start` starts it (deploy the built
 * remotes, then serve), on fresh embedded databases in e2e/.data (one seeded with the demo
 * data, one empty), in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Baselines of tests/0-screens.spec.ts: one set, named by the test (desktop or phone), for Debian's Chromium.
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  reporter: [['list']],
  use: {
    baseURL: e2eSite.baseURL,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /\.phone\.spec\.ts$/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /\.phone\.spec\.ts$/ },
  ],
  webServer: [e2eSite, e2eSite.empty].map((site) => ({
    command: `rm -rf ${site.dataDir} && npm run deploy-local -w @usb/api && npm run serve -w @usb/api`,
    // The repository root, also when another config extends this one (bench/pages/playwright.config.ts).
    cwd: join(__dirname, '..'),
    url: `${site.baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    env: {
      PORT: String(site.port),
      PUBLIC_URL: site.baseURL,
      DATA_DIR: site.dataDir,
      ADMIN_USERNAME: e2eSite.admin.userName,
      ADMIN_PASSWORD: e2eSite.admin.password,
      SEED_DEMO: site.seedDemo ? 'true' : 'false',
      ORDER_MAIL_TO: e2eSite.orderMailTo,
      ORDER_PAYMENT_DETAILS: e2eSite.orderPaymentDetails,
      LOG_LEVEL: 'warn',
      // Every journey signs up from 127.0.0.1, more than the 30 an hour a real address may.
      SIGNUPS_PER_HOUR: '500',
      // The canary journey (remote-rollout.spec.ts) rolls a broken canary back after 3 failed loads, not 20.
      CANARY_MIN_LOADS: '3',
    },
  })),
});
