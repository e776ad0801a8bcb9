import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { staffMessages } from '@usb/remote-staff/texts';
import { CONTRACTS_VERSION } from '@usb/contracts/version';
import { type RemoteRegistryDocument } from '@usb/schema/rest';
import { AccountPages } from '../pages/account-pages';
import { SiteHeader } from '../pages/site-header';
import { apiSession } from '../support/api';
import { buildStatingContracts, createDeployToken, deployWithCli, olderOfSameMajor } from '../support/remote-builds';
import { e2eSite } from '../support/site';

/**
 * A deploy never breaks an open page, and no changed file runs: remote entries load only with
 * the digests /remotes.json gives (a file changed on the way is refused by the browser, one
 * changed in the store by the api), a failed entry is asked for once more, and a page opened
 * before a switch still loads the lazy chunks of the version it started with. The file restores
 * the original remote-staff version at the end.
 */
test.describe.configure({ mode: 'serial' });

let admin: Awaited<ReturnType<typeof apiSession>>;
let deployToken = '';
let original = '';

const STAFF_ENTRY = /\/remotes\/remote-staff\/[^/]+\/remoteEntry[^/]*\.js$/;

async function activeStaffVersion(page: Page): Promise<string> {
  const document = (await (await page.request.get('/remotes.json')).json()) as RemoteRegistryDocument;
  const version = document.remote_staff?.version;
  if (!version) throw new Error('remote_staff is not in /remotes.json');
  return version;
}

async function activateStaff(version: string): Promise<void> {
  await admin.graphql('mutation ($name: String!, $version: String!) { remotes { activate(name: $name, version: $version) { activeVersion } } }', {
    name: 'remote-staff',
    version,
  });
}

async function logInAsAdmin(page: Page): Promise<void> {
  await new AccountPages(page).logIn(e2eSite.admin.userName, e2eSite.admin.password);
  await expect(page).toHaveURL(/\/$/);
}

test.beforeAll(async ({ request }) => {
  const document = (await (await request.get('/remotes.json')).json()) as RemoteRegistryDocument;
  original = document.remote_staff?.version ?? '';
  admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  deployToken = await createDeployToken(admin, 'e2e integrity CI', ['remote-staff']);
});

test.afterAll(async () => {
  await activateStaff(original);
  await admin.dispose();
});

test('a remote entry changed on the way is refused by the browser after one more try, and only its area shows the fallback', async ({ page }) => {
  await logInAsAdmin(page);
  let served = 0;
  await page.route(STAFF_ENTRY, async (route) => {
    served += 1;
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n;window.stolen = document.cookie;` });
  });
  const refusals: string[] = [];
  const retries: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('integrity')) refusals.push(message.text());
    if (message.text().includes('asking once more')) retries.push(message.text());
  });
  await page.goto('/staff/patrols');
  await expect(page.getByText(messages.remote.unavailable)).toBeVisible();
  expect(await page.evaluate(() => 'stolen' in window)).toBe(false);
  expect(served).toBeGreaterThan(0);
  expect(retries).toEqual(['The entry of remote_staff did not load; asking once more']);
  expect(refusals.length).toBeGreaterThan(0);
  await expect(page.locator('header').getByText(messages.nav.profile, { exact: true })).toBeVisible();
});

test('an entry that fails once (a node restarting) is asked for once more and the page works', async ({ page }) => {
  await logInAsAdmin(page);
  let attempts = 0;
  await page.route(STAFF_ENTRY, async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto('/staff/patrols');
  await expect(page.getByRole('heading', { name: staffMessages.patrolsTitle })).toBeVisible();
  expect(attempts).toBe(2);
});

test('a file changed in the store after its deploy is refused by the api, and the area shows the fallback', async ({ page }) => {
  const build = buildStatingContracts('remote-staff', CONTRACTS_VERSION, 'staff-tampered');
  // A file of its own makes it a version of its own, whose files no api process has read yet.
  writeFileSync(join(build, 'deploy-note.txt'), 'staff-tampered');
  const output = await deployWithCli('remote-staff', build, deployToken);
  const version = output.split(' ')[1] ?? '';
  expect(version).not.toBe(original);
  expect(await activeStaffVersion(page)).toBe(version);
  // Someone with access to the store changes the entry (and its brotli copy) before any page loads it.
  const folder = join(e2eSite.dataDir, 'remotes', 'remote-staff', version);
  for (const file of readdirSync(folder).filter((name) => /^remoteEntry.*\.js(\.br)?$/.test(name))) {
    writeFileSync(join(folder, file), 'window.stolen = document.cookie;');
  }

  await logInAsAdmin(page);
  const answers: number[] = [];
  page.on('response', (response) => {
    if (STAFF_ENTRY.test(new URL(response.url()).pathname)) answers.push(response.status());
  });
  await page.goto('/staff/patrols');
  await expect(page.getByText(messages.remote.unavailable)).toBeVisible();
  expect(answers).toEqual([500, 500]);
  expect(await page.evaluate(() => 'stolen' in window)).toBe(false);
  await activateStaff(original);
});

test('a page opened before a switch still loads the lazy chunks of the version it started with', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/staff/patrols');
  await expect(page.getByRole('heading', { name: staffMessages.patrolsTitle })).toBeVisible();

  // A new remote-staff goes live while the page is open.
  await deployWithCli('remote-staff', buildStatingContracts('remote-staff', olderOfSameMajor(CONTRACTS_VERSION), 'staff-next'), deployToken);
  expect(await activeStaffVersion(page)).not.toBe(original);

  const chunks: { version: string; status: number }[] = [];
  page.on('response', (response) => {
    const match = /\/remotes\/remote-staff\/([^/]+)\//.exec(new URL(response.url()).pathname);
    if (match?.[1]) chunks.push({ version: match[1], status: response.status() });
  });
  await (await new SiteHeader(page).openSubmenu(messages.nav.staff)).getByRole('link', { name: messages.nav.staffResults }).click();
  await expect(page.getByRole('heading', { name: staffMessages.resultsTitle, exact: true })).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks).toEqual(chunks.map(() => ({ version: original, status: 200 })));
});
