import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { mgmtMessages } from '@usb/remote-mgmt/texts';
import type { RemoteRegistryDocument } from '@usb/schema/rest';
import { ROLLOUT_ID_KEY, rolloutBucket } from '@usb/schema/domain';
import { AccountPages } from '../pages/account-pages';
import { apiSession } from '../support/api';
import { confirmPopup } from '../support/popups';
import { buildRelease, buildWithStrayError, buildWithThrowingEntry, createDeployToken, deployWithCli } from '../support/remote-builds';
import { e2eSite } from '../support/site';

/**
 * Releasing a remote to a few before everyone: a team stages a build of remote-public and opens
 * the site with it through a preview link while every other browser keeps the active version;
 * ops give a broken build to 10 % of the browsers from 'Moduler', and the registry rolls it back
 * by itself once those browsers report it failing; an error a remote throws outside its area is
 * counted for its version too; a deploy lock keeps the site as it is. The
 * e2e site rolls a canary back after 3 loads (CANARY_MIN_LOADS in playwright.config.ts). The
 * file leaves no canary, lock or new active version behind.
 */
test.describe.configure({ mode: 'serial' });

const modules = mgmtMessages.modules;
const remote = 'remote-public';
let admin: Awaited<ReturnType<typeof apiSession>>;
let deployToken = '';
let original: RemoteRegistryDocument;

/** A rollout id whose bucket for remote-public passes `accept` (the shell keeps one per browser under ROLLOUT_ID_KEY). */
function rolloutIdWhere(accept: (bucket: number) => boolean): string {
  for (let index = 0; ; index += 1) {
    const id = `e2e-browser-${index}`;
    if (accept(rolloutBucket(id, remote))) return id;
  }
}

/** A browser of its own with the given rollout id. */
async function browserWithRolloutId(browser: Browser, rolloutId: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: e2eSite.baseURL, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  await context.addInitScript(([key, id]) => window.localStorage.setItem(key, id), [ROLLOUT_ID_KEY, rolloutId] as const);
  return context;
}

/** The versions of remote-public whose files the page fetched. */
function recordPublicVersions(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/remote-public\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1]) seen.add(match[1]);
  });
  return seen;
}

function activePublic(): string {
  const version = original.remote_public?.version;
  if (!version) throw new Error('remote_public is not in /remotes.json');
  return version;
}

async function openModules(page: Page): Promise<void> {
  await new AccountPages(page).logIn(e2eSite.admin.userName, e2eSite.admin.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/mgmt/moduler');
  await expect(page.getByRole('heading', { name: modules.title, level: 2 })).toBeVisible();
}

async function confirm(page: Page): Promise<void> {
  await confirmPopup(page, mgmtMessages.common.yes);
}

/** Stages a build (stored, not active) and answers its version as /api/remotes lists it. */
async function stage(folder: string): Promise<string> {
  const output = await deployWithCli(remote, folder, deployToken, { stage: true });
  const version = /^remote-public (\S+) /.exec(output)?.[1];
  if (!version) throw new Error(`unexpected CLI output: ${output}`);
  return version;
}

test.beforeAll(async ({ request }) => {
  original = (await (await request.get('/remotes.json')).json()) as RemoteRegistryDocument;
  admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  deployToken = await createDeployToken(admin, 'e2e public CI', [remote]);
});

test.afterAll(async () => {
  await admin.graphql('mutation { remotes { clearDeployLock } }');
  const { remotes } = await admin.graphql<{ remotes: { getModules: { name: string; canary: { version: string } | null }[] } }>(
    '{ remotes { getModules { name canary { version } } } }',
  );
  if (remotes.getModules.some((module) => module.name === remote && module.canary)) {
    await admin.graphql('mutation ($name: String!) { remotes { stopCanary(name: $name) { name } } }', { name: remote });
  }
  await admin.graphql('mutation ($name: String!, $version: String!) { remotes { activate(name: $name, version: $version) { activeVersion } } }', {
    name: remote,
    version: activePublic(),
  });
  await admin.dispose();
});

test('a preview link shows a staged version to the browser that opens it, and to no other', async ({ page, browser }) => {
  const staged = await stage(buildRelease(remote, 'public-preview'));
  expect(staged).not.toBe(activePublic());

  await openModules(page);
  const section = page.getByRole('region', { name: remote });
  await section.getByRole('button', { name: `Lav et link til forhåndsvisning af version ${staged} af ${remote}` }).click();
  const link = (await section.getByTestId('preview-link').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`^${e2eSite.baseURL}/\\?preview=`));

  // The team's browser opens the link: the staged version, a banner on every page, a clean address.
  const team = await browser.newContext({ baseURL: e2eSite.baseURL, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  const teamPage = await team.newPage();
  const teamVersions = recordPublicVersions(teamPage);
  await teamPage.goto(link);
  await expect(teamPage.getByText(messages.home.descriptionTitle)).toBeVisible();
  const banner = teamPage.getByRole('region', { name: 'Forhåndsvisning' });
  await expect(banner).toContainText(`${remote} version ${staged}`);
  expect(new URL(teamPage.url()).search).toBe('');
  await teamPage.goto('/events');
  await expect(banner).toContainText(staged);
  expect([...teamVersions]).toEqual([staged]);

  // Anyone else still gets the active version, with no banner.
  const visitor = await browser.newContext({ baseURL: e2eSite.baseURL, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  const visitorPage = await visitor.newPage();
  const visitorVersions = recordPublicVersions(visitorPage);
  await visitorPage.goto('/');
  await expect(visitorPage.getByText(messages.home.descriptionTitle)).toBeVisible();
  await expect(visitorPage.getByRole('region', { name: 'Forhåndsvisning' })).toHaveCount(0);
  expect([...visitorVersions]).toEqual([activePublic()]);

  // Ending the preview puts the team's browser back on the active version.
  await banner.getByRole('button', { name: 'Afslut forhåndsvisning' }).click();
  await expect(teamPage.getByRole('region', { name: 'Forhåndsvisning' })).toHaveCount(0);
  teamVersions.clear();
  await teamPage.goto('/');
  await expect(teamPage.getByText(messages.home.descriptionTitle)).toBeVisible();
  expect([...teamVersions]).toEqual([activePublic()]);

  // A link that was changed is no preview: the site says so and shows what everyone sees.
  await visitorPage.goto(`${link.slice(0, -4)}AAAA`);
  await expect(visitorPage.getByText('Linket til forhåndsvisningen er udløbet eller ugyldigt. Du ser sitet som alle andre.')).toBeVisible();
  await expect(visitorPage.getByRole('region', { name: 'Forhåndsvisning' })).toHaveCount(0);
  await Promise.all([team.close(), visitor.close()]);
});

test("an error a remote's code throws outside its area is counted for that version", async ({ browser }) => {
  const label = 'public-stray-error';
  const stray = await stage(buildWithStrayError(remote, label));
  const { remotes } = await admin.graphql<{ remotes: { createPreviewLink: { url: string } } }>(
    'mutation ($name: String!, $version: String!) { remotes { createPreviewLink(name: $name, version: $version) { url } } }',
    { name: remote, version: stray },
  );
  const context = await browser.newContext({ baseURL: e2eSite.baseURL, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  const page = await context.newPage();
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  await page.goto(remotes.createPreviewLink.url);
  // The page itself works: the error came from a timer, after the area had rendered.
  await expect(page.getByText(messages.home.descriptionTitle)).toBeVisible();
  await expect.poll(() => thrown).toContain(`${label}: stray error`);

  const reports = async () => {
    const { remotes: read } = await admin.graphql<{
      remotes: {
        getModules: { name: string; versions: { version: string; reports: { loads: number; failedLoads: number; messages: { message: string }[] } }[] }[];
      };
    }>('{ remotes { getModules { name versions { version reports { loads failedLoads messages { message } } } } } }');
    return read.getModules.find((module) => module.name === remote)?.versions.find((row) => row.version === stray)?.reports;
  };
  await expect.poll(reports, { timeout: 10_000 }).toEqual({ loads: 1, failedLoads: 1, messages: [{ message: `${label}: stray error` }] });
  await context.close();
});

test("a canary raised to 10 % in 'Moduler' reaches only its share, and its errors roll it back by themselves", async ({ page, browser }) => {
  const broken = await stage(buildWithThrowingEntry(remote, 'public-broken-canary'));
  const inside = await browserWithRolloutId(
    browser,
    rolloutIdWhere((bucket) => bucket >= 5 && bucket < 10),
  );
  const outside = await browserWithRolloutId(
    browser,
    rolloutIdWhere((bucket) => bucket >= 10),
  );
  await page.context().addInitScript(([key, id]) => window.localStorage.setItem(key, id), [ROLLOUT_ID_KEY, rolloutIdWhere((bucket) => bucket >= 50)] as const);

  await openModules(page);
  const section = page.getByRole('region', { name: remote });
  await section.getByRole('button', { name: `Start en trinvis udrulning af version ${broken} af ${remote}` }).click();
  await confirm(page);
  const canary = page.getByRole('region', { name: `${modules.canary.title}: ${remote}` });
  await expect(canary).toContainText(`Version ${broken} går til 1 % af browserne`);
  for (const percent of [5, 10]) {
    await canary.getByRole('button', { name: `Hæv den trinvise udrulning af ${remote} til ${percent} %` }).click();
    await confirm(page);
    await expect(canary).toContainText(`går til ${percent} % af browserne`);
  }
  const registry = (await (await page.request.get('/remotes.json')).json()) as RemoteRegistryDocument;
  expect(registry.remote_public?.canary).toMatchObject({ version: broken, percent: 10 });
  expect(registry.remote_public?.version).toBe(activePublic());

  // A browser outside the 10 % keeps the active version.
  const outsidePage = await outside.newPage();
  const outsideVersions = recordPublicVersions(outsidePage);
  await outsidePage.goto('/');
  await expect(outsidePage.getByText(messages.home.descriptionTitle)).toBeVisible();
  expect([...outsideVersions]).toEqual([activePublic()]);

  // A browser inside gets the broken canary: only its area falls back, and the page reports it.
  const insidePage = await inside.newPage();
  const failedLoads = async () => {
    const { remotes } = await admin.graphql<{ remotes: { getModules: { name: string; versions: { version: string; reports: { failedLoads: number } }[] }[] } }>(
      '{ remotes { getModules { name versions { version reports { failedLoads } } } } }',
    );
    return remotes.getModules.find((module) => module.name === remote)?.versions.find((row) => row.version === broken)?.reports.failedLoads;
  };
  for (let load = 1; load <= 3; load += 1) {
    await insidePage.goto(`/?load=${load}`);
    await expect(insidePage.getByText(messages.remote.unavailable)).toBeVisible();
    await expect.poll(failedLoads, { timeout: 10_000 }).toBe(load);
  }

  // The registry rolled it back by itself: every browser gets the active version again.
  await expect
    .poll(async () => ((await (await page.request.get('/remotes.json')).json()) as RemoteRegistryDocument).remote_public?.canary, { timeout: 15_000 })
    .toBeUndefined();
  await page.reload();
  await expect(page.getByRole('region', { name: `${modules.canary.title}: ${remote}` })).toHaveCount(0);
  const history = page.getByRole('region', { name: modules.history.title });
  await expect(history.getByRole('row').filter({ hasText: modules.history.kinds.CANARY_STOP }).first()).toContainText(modules.history.automatic);
  await expect(section.getByRole('row').filter({ hasText: broken })).toContainText('fejlede');

  const insideVersions = recordPublicVersions(insidePage);
  await insidePage.goto('/');
  await expect(insidePage.getByText(messages.home.descriptionTitle)).toBeVisible();
  expect([...insideVersions]).toEqual([activePublic()]);
  await Promise.all([inside.close(), outside.close()]);
});

test('a deploy lock refuses a release from CI and a canary, and a rollback still works', async ({ page }) => {
  const released = /^remote-public (\S+) deployed and active/.exec(await deployWithCli(remote, buildRelease(remote, 'public-before-lock'), deployToken))?.[1];
  expect(released).toBeDefined();
  await openModules(page);
  const lock = page.getByRole('region', { name: modules.lock.title });
  const now = Date.now();
  /** A time as typed into the pickers: '28-11-2026 18:30', Danish time. */
  const typed = (ms: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('da-DK', {
        timeZone: 'Europe/Copenhagen',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(ms)
        .map((part) => [part.type, part.value]),
    );
    return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
  };
  await lock.getByLabel(modules.lock.from, { exact: true }).fill(typed(now - 60_000));
  await lock.getByLabel(modules.lock.until, { exact: true }).fill(typed(now + 3 * 60 * 60_000));
  await lock.getByLabel(modules.lock.reason).fill('USB i aften');
  await lock.getByRole('button', { name: modules.lock.set }).click();
  await expect(lock.getByText(/^Udrulninger er låst til .*: USB i aften$/)).toBeVisible();

  // CI's release is refused with the reason; a staged build is stored, but no canary of it starts.
  const refusal = await deployWithCli(remote, buildRelease(remote, 'public-during-lock'), deployToken).then(
    (output) => `deployed: ${output}`,
    (error: { stdout?: string }) => error.stdout ?? '',
  );
  expect(refusal).toMatch(/LOCKED.*USB i aften/s);
  const staged = await stage(buildRelease(remote, 'public-staged-during-lock'));
  await page.reload();
  const section = page.getByRole('region', { name: remote });
  await section.getByRole('button', { name: `Start en trinvis udrulning af version ${staged} af ${remote}` }).click();
  await confirm(page);
  await expect(page.getByText(modules.locked)).toBeVisible();
  const registry = async () => ((await (await page.request.get('/remotes.json')).json()) as RemoteRegistryDocument).remote_public;
  expect(await registry()).toMatchObject({ version: released });
  expect((await registry())?.canary).toBeUndefined();

  // Rolling back is what a locked night needs, and it works: back to the newest version stored
  // before the release that has been active (earlier journeys may have activated others than the
  // file's first one; the builds staged since were never live).
  const { remotes } = await admin.graphql<{ remotes: { getModules: { name: string; versions: { version: string; activatedAt: string | null }[] }[] } }>(
    '{ remotes { getModules { name versions { version activatedAt } } } }',
  );
  const versions = remotes.getModules.find((module) => module.name === remote)?.versions ?? [];
  const knownGood = versions.slice(versions.findIndex((row) => row.version === released) + 1).find((row) => row.activatedAt !== null)?.version;
  expect(knownGood).toBeDefined();
  await section.getByRole('button', { name: `Rul ${remote} tilbage` }).click();
  await confirm(page);
  await expect(section.getByText(`Aktiv version: ${knownGood}`)).toBeVisible();
  expect(await registry()).toMatchObject({ version: knownGood });

  await lock.getByRole('button', { name: modules.lock.clear }).click();
  await confirm(page);
  await expect(page.getByText(modules.lock.cleared)).toBeVisible();
});
