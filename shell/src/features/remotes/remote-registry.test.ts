import { ROLLOUT_ID_KEY, rolloutBucket } from '@usb/schema/domain';
import { CONTRACTS_VERSION } from '@usb/contracts/version';
import { type RemoteRegistryDocument, type RemoteRegistryEntry } from '@usb/schema/rest';
import { mockFetch } from '@usb/contracts/testing';
import { PREVIEW_TOKEN_KEY } from './preview-link';
import { changedRemotes } from './update-check';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn(), preloadRemote: jest.fn() }));

type Runtime = { init: jest.Mock; registerRemotes: jest.Mock; loadRemote: jest.Mock };

const build = (folder: string, version: string, contracts: string = CONTRACTS_VERSION) => ({
  entry: `/remotes/${folder}/${version}/mf-manifest.json`,
  version,
  contracts,
  integrity: { 'mf-manifest.json': `sha384-${version}` },
});
const staff = (canaryPercent?: number, canaryContracts?: string): RemoteRegistryEntry => ({
  ...build('remote-staff', '1.0.0-old'),
  ...(canaryPercent !== undefined && { canary: { ...build('remote-staff', '1.1.0-new', canaryContracts), percent: canaryPercent } }),
});
const registryWith = (entry: RemoteRegistryEntry): RemoteRegistryDocument => ({ remote_staff: entry, remote_public: build('remote-public', '2.0.0-p') });

/** A rollout id whose bucket for remote-staff is `bucket`. */
function idInBucket(bucket: number): string {
  for (let index = 0; ; index += 1) if (rolloutBucket(`browser-${index}`, 'remote-staff') === bucket) return `browser-${index}`;
}

/** The registry module as a new page starts it. */
async function newPage() {
  jest.resetModules();
  const runtime = jest.requireMock<Runtime>('@module-federation/enhanced/runtime');
  runtime.loadRemote.mockImplementation(async (id: string) => ({ default: () => id }));
  return { runtime, registry: await import('./remote-registry') };
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  // Leaves the page: its reports go now, to a fetch that takes none, and not into the next test's requests.
  mockFetch();
  window.dispatchEvent(new Event('pagehide'));
});

describe('the canary a browser gets', () => {
  it('registers the canary for a browser whose bucket is below its percent, with its digests', async () => {
    window.localStorage.setItem(ROLLOUT_ID_KEY, idInBucket(3));
    mockFetch({ status: 200, body: registryWith(staff(5)) });
    const { runtime, registry } = await newPage();
    await registry.ensureRemotesRegistered();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_staff', entry: '/remotes/remote-staff/1.1.0-new/mf-manifest.json' },
      { name: 'remote_public', entry: '/remotes/remote-public/2.0.0-p/mf-manifest.json' },
    ]);
    await registry.loadRemoteModule('remote_staff/Routes');
    expect(registry.versionsInUse()).toEqual({ remote_staff: '1.1.0-new' });
  });

  it('keeps the active version for a browser above the percent', async () => {
    window.localStorage.setItem(ROLLOUT_ID_KEY, idInBucket(5));
    mockFetch({ status: 200, body: registryWith(staff(5)) });
    const { runtime, registry } = await newPage();
    await registry.ensureRemotesRegistered();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'remote_staff', entry: '/remotes/remote-staff/1.0.0-old/mf-manifest.json' }]),
    );
  });

  it("checks the chosen canary's contracts: a canary of another major is refused and its area fails", async () => {
    window.localStorage.setItem(ROLLOUT_ID_KEY, idInBucket(0));
    mockFetch({ status: 200, body: registryWith(staff(50, '0.1.0')) });
    const { runtime, registry } = await newPage();
    await registry.ensureRemotesRegistered();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'remote_public', entry: '/remotes/remote-public/2.0.0-p/mf-manifest.json' }]);
    await expect(registry.loadRemoteModule('remote_staff/Routes')).rejects.toThrow('built against @usb/contracts 0.1.0');
  });
});

describe('the update check of a browser with canaries', () => {
  /** Starts a page on `first`, loads remote-staff, and says what the check makes of each later registry. */
  async function changesSeen(bucket: number, first: RemoteRegistryEntry, ...later: RemoteRegistryEntry[]): Promise<string[][]> {
    window.localStorage.setItem(ROLLOUT_ID_KEY, idInBucket(bucket));
    mockFetch(...[first, ...later].map((entry) => ({ status: 200, body: registryWith(entry) })));
    const { registry } = await newPage();
    await registry.loadRemoteModule('remote_staff/Routes');
    const seen: string[][] = [];
    for (let index = 0; index < later.length; index += 1) {
      const latest = await registry.fetchVersionsForThisBrowser();
      seen.push(latest === null ? [] : changedRemotes(registry.versionsInUse(), latest));
    }
    return seen;
  }

  it('does not prompt when a canary grows without reaching the browser, and prompts when it reaches it', async () => {
    expect(await changesSeen(30, staff(10), staff(25), staff(50))).toEqual([[], ['remote_staff']]);
  });

  it('prompts a browser on the canary when the canary is rolled back, and not when it becomes the active version', async () => {
    expect(await changesSeen(3, staff(5), { ...build('remote-staff', '1.1.0-new') })).toEqual([[]]);
    expect(await changesSeen(3, staff(5), staff())).toEqual([['remote_staff']]);
  });
});

describe('a preview link', () => {
  const pinnedStaff = { ...build('remote-staff', '1.4.0-3f2a9c0d1e'), previewExpiresAt: '2026-11-28T13:00:00.000Z' };

  it('reads the registry with the token from the address, takes it out of the address and keeps it for the update check', async () => {
    window.history.replaceState(null, '', '/staff?preview=a%2Bb&tab=1');
    const requests = mockFetch({ status: 200, body: registryWith(pinnedStaff) }, { status: 200, body: registryWith(pinnedStaff) });
    const { registry } = await newPage();
    expect(await registry.pagePreview()).toEqual({
      kind: 'pinned',
      versions: [{ name: 'remote-staff', version: '1.4.0-3f2a9c0d1e', expiresAt: '2026-11-28T13:00:00.000Z' }],
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/staff?tab=1');
    expect(window.localStorage.getItem(PREVIEW_TOKEN_KEY)).toBe('a+b');
    await registry.fetchVersionsForThisBrowser();
    expect(requests.map(({ url }) => url)).toEqual(['/remotes.json?preview=a%2Bb', '/remotes.json?preview=a%2Bb']);
  });

  it('ends a token that pins nothing: forgotten, the next reads ordinary, and told only when it came in the address', async () => {
    window.history.replaceState(null, '', '/?preview=old');
    const requests = mockFetch({ status: 200, body: registryWith(staff()) }, { status: 200, body: registryWith(staff()) });
    const { registry } = await newPage();
    expect(await registry.pagePreview()).toEqual({ kind: 'ended', fromUrl: true });
    expect(window.localStorage.getItem(PREVIEW_TOKEN_KEY)).toBeNull();
    await registry.fetchVersionsForThisBrowser();
    expect(requests.map(({ url }) => url)).toEqual(['/remotes.json?preview=old', '/remotes.json']);

    window.localStorage.setItem(PREVIEW_TOKEN_KEY, 'stored');
    mockFetch({ status: 200, body: registryWith(staff()) });
    const next = await newPage();
    expect(await next.registry.pagePreview()).toEqual({ kind: 'ended', fromUrl: false });
    expect(window.localStorage.getItem(PREVIEW_TOKEN_KEY)).toBeNull();
  });

  it('keeps the token when the registry cannot be read', async () => {
    window.localStorage.setItem(PREVIEW_TOKEN_KEY, 'stored');
    mockFetch({ status: 503 });
    const { registry } = await newPage();
    expect(await registry.pagePreview()).toEqual({ kind: 'none' });
    expect(window.localStorage.getItem(PREVIEW_TOKEN_KEY)).toBe('stored');
  });
});

describe('reports of the versions the page loads', () => {
  /** What the page posted to /api/remotes/reports once it is left. */
  function postedReports(requests: { url: string; body?: unknown }[]): unknown[] {
    window.dispatchEvent(new Event('pagehide'));
    return requests.filter(({ url }) => url === '/api/remotes/reports').flatMap(({ body }) => (body as { reports: unknown[] }).reports);
  }

  it('reports a load once per version, and the first failure of each with its message', async () => {
    window.localStorage.setItem(ROLLOUT_ID_KEY, idInBucket(0));
    const document = { ...registryWith(staff(50)), remote_tasks: build('remote-tasks', '3.0.0-t'), remote_mgmt: build('remote-mgmt', '4.0.0-m') };
    const requests = mockFetch({ status: 200, body: document }, { status: 204 });
    const { runtime, registry } = await newPage();
    runtime.loadRemote.mockImplementation(async (id: string) => {
      if (id === 'remote_mgmt/Routes') throw new Error('manifest unreachable');
      return { default: () => id };
    });
    await registry.loadRemoteModule('remote_staff/Routes');
    await registry.loadRemoteModule('remote_tasks/Routes');
    await registry.loadRemoteModule('remote_tasks/OpenTaskStrip');
    await expect(registry.loadRemoteModule('remote_mgmt/Routes')).rejects.toThrow('manifest unreachable');
    registry.reportRenderError('remote_mgmt/Routes', new Error('manifest unreachable'));
    registry.reportRenderError('remote_tasks/Routes', new Error('x'.repeat(400)));
    registry.reportRenderError('remote_tasks/OpenTaskStrip', new Error('second'));
    expect(postedReports(requests)).toEqual([
      { name: 'remote-staff', version: '1.1.0-new', kind: 'LOAD' },
      { name: 'remote-tasks', version: '3.0.0-t', kind: 'LOAD' },
      { name: 'remote-mgmt', version: '4.0.0-m', kind: 'LOAD' },
      { name: 'remote-mgmt', version: '4.0.0-m', kind: 'ERROR', message: 'manifest unreachable' },
      { name: 'remote-tasks', version: '3.0.0-t', kind: 'ERROR', message: 'x'.repeat(300) },
    ]);
  });

  it("reports a module whose files did not load with the load's own error, as a page that tried it", async () => {
    const requests = mockFetch({ status: 200, body: registryWith(staff()) }, { status: 204 });
    const { runtime, registry } = await newPage();
    await registry.ensureRemotesRegistered();
    const [{ plugins }] = runtime.init.mock.calls[0] as [{ plugins: { name: string; errorLoadRemote?: (args: object) => unknown }[] }];
    const errorLoadRemote = plugins.find(({ name }) => name === 'usb-error-load-remote')?.errorLoadRemote;
    runtime.loadRemote.mockImplementation(async (id: string) => errorLoadRemote?.({ id, lifecycle: 'onLoad', error: new Error('chunk 404') }));
    const standIn = await registry.loadRemoteModule<{ default: () => unknown }>('remote_staff/Routes');
    expect(() => standIn.default()).toThrow('is not available');
    registry.reportRenderError('remote_staff/Routes', new Error('Remote module remote_staff/Routes is not available'));
    expect(postedReports(requests)).toEqual([
      { name: 'remote-staff', version: '1.0.0-old', kind: 'LOAD' },
      { name: 'remote-staff', version: '1.0.0-old', kind: 'ERROR', message: 'chunk 404' },
    ]);
  });

  it('does not count a module the registry does not require (the inbox) missing from a version as its failure', async () => {
    const requests = mockFetch({ status: 200, body: { remote_tasks: build('remote-tasks', '2.0.0-old') } }, { status: 204 });
    const { runtime, registry } = await newPage();
    runtime.loadRemote.mockRejectedValue(new Error('no expose ./Inbox'));
    await expect(registry.loadRemoteModule('remote_tasks/Inbox')).rejects.toThrow();
    registry.reportRenderError('remote_tasks/Inbox', new Error('no expose ./Inbox'));
    expect(postedReports(requests)).toEqual([]);
  });
});
