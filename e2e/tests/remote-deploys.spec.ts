import { expect, test, type Page, type Request } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { mgmtMessages } from '@usb/remote-mgmt/texts';
import { staffMessages } from '@usb/remote-staff/texts';
import { CONTRACTS_VERSION } from '@usb/contracts/version';
import { type RemoteRegistryDocument } from '@usb/schema/rest';
import { AccountPages } from '../pages/account-pages';
import { SiteHeader } from '../pages/site-header';
import { apiSession } from '../support/api';
import { confirmPopup } from '../support/popups';
import {
  buildImportingName,
  buildRequiringContracts,
  buildStatingContracts,
  createDeployToken,
  deployWithCli,
  olderOfSameMajor,
} from '../support/remote-builds';
import { e2eSite } from '../support/site';

/**
 * Independent delivery on the running site: a team's CI deploys remote-staff alone with the CLI
 * and a deploy token, ops roll it back from the 'Moduler' screen, the shell refuses a build
 * of another contracts major, and the registry a build against a kit's older surface. Every other area keeps its version throughout. The file restores
 * the original remote-staff version at the end, for the journeys that run after it.
 */
test.describe.configure({ mode: 'serial' });

const modules = mgmtMessages.modules;
let admin: Awaited<ReturnType<typeof apiSession>>;
let deployToken = '';
let original: RemoteRegistryDocument;

async function registry(page: Page): Promise<RemoteRegistryDocument> {
  const response = await page.request.get('/remotes.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as RemoteRegistryDocument;
}

/** The versions of each remote whose files the page fetched, e.g. { 'remote-tasks': ['1.0.0-ab12'] }. */
function recordRemoteVersions(page: Page): Record<string, Set<string>> {
  const seen: Record<string, Set<string>> = {};
  page.on('request', (request: Request) => {
    const match = /\/remotes\/(remote-[a-z]+)\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1] && match[2]) (seen[match[1]] ??= new Set()).add(match[2]);
  });
  return seen;
}

function staffVersion(document: RemoteRegistryDocument): string {
  const entry = document.remote_staff;
  if (!entry) throw new Error('remote_staff is not in /remotes.json');
  return entry.version;
}

async function logInAsAdmin(page: Page): Promise<void> {
  await new AccountPages(page).logIn(e2eSite.admin.userName, e2eSite.admin.password);
  await expect(page).toHaveURL(/\/$/);
}

test.beforeAll(async ({ request }) => {
  original = (await (await request.get('/remotes.json')).json()) as RemoteRegistryDocument;
  admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  deployToken = await createDeployToken(admin, 'e2e staff CI', ['remote-staff']);
});

test.afterAll(async () => {
  await admin.graphql('mutation ($name: String!, $version: String!) { remotes { activate(name: $name, version: $version) { activeVersion } } }', {
    name: 'remote-staff',
    version: staffVersion(original),
  });
  await admin.dispose();
});

test('a remote-staff build against an older contracts minor of the same major is deployed by CI and works', async ({ page }) => {
  const contracts = olderOfSameMajor(CONTRACTS_VERSION);
  const output = await deployWithCli('remote-staff', buildStatingContracts('remote-staff', contracts, 'staff-older-minor'), deployToken);
  expect(output).toMatch(/^remote-staff \S+ deployed and active \(\d+\.\d s\)$/);

  const deployed = await registry(page);
  expect(staffVersion(deployed)).not.toBe(staffVersion(original));
  expect(deployed.remote_staff?.contracts).toBe(contracts);
  expect(deployed.remote_public).toEqual(original.remote_public);
  expect(deployed.remote_tasks).toEqual(original.remote_tasks);

  const fetched = recordRemoteVersions(page);
  await logInAsAdmin(page);
  await page.goto('/staff/patrols');
  await expect(page.getByRole('heading', { name: staffMessages.patrolsTitle })).toBeVisible();
  expect([...(fetched['remote-staff'] ?? [])]).toEqual([staffVersion(deployed)]);
});

test("ops roll remote-staff back in 'Moduler': a fresh load gets the older version, an open page is told, the rest is untouched", async ({ page, context }) => {
  const before = await registry(page);
  await logInAsAdmin(page);

  // A page already open at the staff screen, checking /remotes.json every second (localStorage override).
  await context.addInitScript(() => window.localStorage.setItem('usb.remotesPollMs', '1000'));
  const open = await context.newPage();
  await open.goto('/staff/patrols');
  await expect(open.getByRole('heading', { name: staffMessages.patrolsTitle })).toBeVisible();

  await (await new SiteHeader(page).openSubmenu(messages.nav.admin)).getByRole('link', { name: messages.nav.adminModules }).click();
  await expect(page).toHaveURL(/\/mgmt\/moduler$/);
  const staff = page.getByRole('region', { name: 'remote-staff' });
  await expect(staff.getByText(`Aktiv version: ${staffVersion(before)}`)).toBeVisible();
  await staff.getByRole('button', { name: 'Rul remote-staff tilbage' }).click();
  await confirmPopup(page, mgmtMessages.common.yes);
  await expect(page.getByText(`remote-staff er rullet tilbage til version ${staffVersion(original)}.`)).toBeVisible();
  await expect(staff.getByText(`Aktiv version: ${staffVersion(original)}`)).toBeVisible();
  const history = page.getByRole('region', { name: modules.history.title });
  await expect(history.getByRole('row').filter({ hasText: modules.history.kinds.ROLLBACK }).first()).toContainText(
    `${staffVersion(before)} → ${staffVersion(original)}`,
  );

  const after = await registry(page);
  expect(staffVersion(after)).toBe(staffVersion(original));
  expect(after.remote_public).toEqual(before.remote_public);
  expect(after.remote_tasks).toEqual(before.remote_tasks);
  expect(after.remote_mgmt).toEqual(before.remote_mgmt);

  // The open page offers the new version and leaves the reload to the user.
  const notice = open.getByRole('status');
  await expect(notice.getByText(messages.remote.updateAvailable)).toBeVisible({ timeout: 15_000 });
  await expect(open.getByRole('heading', { name: staffMessages.patrolsTitle })).toBeVisible();
  const fetched = recordRemoteVersions(open);
  await notice.getByRole('button', { name: messages.remote.reload }).click();
  await expect(open.getByRole('heading', { name: staffMessages.patrolsTitle })).toBeVisible();
  await expect(open.getByRole('status')).not.toContainText(messages.remote.updateAvailable);
  expect([...(fetched['remote-staff'] ?? [])]).toEqual([staffVersion(original)]);

  // The home page and the open-task strip load the versions they had before.
  await open.goto('/');
  await expect(open.getByText(messages.home.descriptionTitle)).toBeVisible();
  expect([...(fetched['remote-tasks'] ?? [])]).toEqual([after.remote_tasks?.version]);
  expect([...(fetched['remote-public'] ?? [])]).toEqual([after.remote_public?.version]);
});

test('a remote-staff build against the previous contracts major shows its Danish fallback while the header and the other areas work', async ({ page }) => {
  const major = Number(CONTRACTS_VERSION.split('.')[0]);
  const incompatible = `${major - 1}.9.0`;
  await deployWithCli('remote-staff', buildStatingContracts('remote-staff', incompatible, 'staff-previous-major'), deployToken);
  const deployed = await registry(page);
  expect(deployed.remote_staff?.contracts).toBe(incompatible);

  const fetched = recordRemoteVersions(page);
  await logInAsAdmin(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('remote_staff')) warnings.push(message.text());
  });
  await page.goto('/staff/patrols');
  await expect(page.getByText(messages.remote.unavailable)).toBeVisible();
  await expect(page.locator('header').getByText(messages.nav.profile, { exact: true })).toBeVisible();
  expect(fetched['remote-staff']).toBeUndefined();
  expect([...(fetched['remote-tasks'] ?? [])]).toEqual([deployed.remote_tasks?.version]);

  // Moving on within the page: the other areas work, and the refusal was logged once.
  await (await new SiteHeader(page).item(messages.nav.profile)).click();
  await expect(page.getByText(messages.profile.contactInfoTitle)).toBeVisible();
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain(`built against @usb/contracts ${incompatible}, and this shell has ${CONTRACTS_VERSION}`);
  await page.goto('/mgmt/moduler');
  await expect(page.getByRole('region', { name: 'remote-staff' }).getByText(`Aktiv version: ${staffVersion(deployed)}`)).toBeVisible();
});

test('a remote-staff build needing a later contracts minor than the shell shares is refused at deploy, with its reason', async ({ page }) => {
  const before = await registry(page);
  const [major = 0, minor = 0] = CONTRACTS_VERSION.split('.').map(Number);
  const needed = `^${major}.${minor + 1}.0`;
  const refusal = await deployWithCli('remote-staff', buildRequiringContracts('remote-staff', needed, 'staff-later-minor'), deployToken).then(
    () => 'deployed',
    (error: { stdout?: string }) => error.stdout ?? '',
  );
  expect(refusal).toContain('error: 400 BAD_USER_INPUT: remote-staff needs @usb/contracts/');
  expect(refusal).toContain(`${needed}, and the shell has ${CONTRACTS_VERSION}`);
  expect(refusal).toContain('deploy a shell that shares them first');
  expect(await registry(page)).toEqual(before);
});

test("a remote-staff build against an older kit surface is refused at deploy with its reason, and 'Moduler' keeps the active version", async ({ page }) => {
  const before = await registry(page);
  const storedVersions = async () => {
    const { remotes } = await admin.graphql<{ remotes: { getModules: { name: string; versions: { version: string }[] }[] } }>(
      '{ remotes { getModules { name versions { version } } } }',
    );
    return remotes.getModules.find((module) => module.name === 'remote-staff')?.versions.map((row) => row.version);
  };
  const storedBefore = await storedVersions();
  // InputNumber was in the forms kit before it moved to the controls kit: an old build imports it from there.
  const refusal = await deployWithCli(
    'remote-staff',
    buildImportingName('remote-staff', '@usb/ui/forms', 'InputNumber', 'staff-old-kit-surface'),
    deployToken,
  ).then(
    () => 'deployed',
    (error: { stdout?: string }) => error.stdout ?? '',
  );
  expect(refusal).toContain('error: 400 BAD_USER_INPUT:');
  expect(refusal).toContain('remote-staff imports InputNumber from @usb/ui/forms, which the shell does not share');
  expect(await registry(page)).toEqual(before);
  expect(await storedVersions()).toEqual(storedBefore);

  await logInAsAdmin(page);
  await page.goto('/mgmt/moduler');
  await expect(page.getByRole('region', { name: 'remote-staff' }).getByText(`Aktiv version: ${staffVersion(before)}`)).toBeVisible();
});
