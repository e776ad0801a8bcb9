import { render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { messages } from '@usb/contracts/messages';
import { CONTRACTS_VERSION } from '@usb/contracts/version';
import { BrowserRouter } from '@usb/contracts/router';
import { mockFetch } from '@usb/contracts/testing';
import { SiteRoutes } from '../../app/site-routes';
import { RemoteComponent } from './remote-component';
import { errorLoadRemotePlugin, RemoteUnavailableError } from './error-load-remote-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const deployed = (name: string, contracts: string | null, integrity: Record<string, string> = { 'mf-manifest.json': 'sha384-m' }) => ({
  entry: `/remotes/${name}/1.0.0-abc/mf-manifest.json`,
  version: '1.0.0-abc',
  contracts,
  integrity,
});
const olderMajor = `${Number(CONTRACTS_VERSION.split('.')[0]) - 1}.9.0`;
const registry = {
  remote_public: deployed('remote-public', CONTRACTS_VERSION),
  remote_staff: deployed('remote-staff', olderMajor),
  remote_mgmt: deployed('remote-mgmt', CONTRACTS_VERSION),
  remote_tasks: deployed('remote-tasks', CONTRACTS_VERSION),
  remote_unstated: deployed('remote-unstated', null),
  remote_unsigned: deployed('remote-unsigned', CONTRACTS_VERSION, { 'remoteEntry.js': 'sha384-e' }),
};
const warnings: string[] = [];

function Broken(): never {
  throw new Error('the remote threw while rendering');
}

beforeAll(() => {
  // The registry is read once per page load, so one answer serves every test of this file.
  mockFetch({ status: 200, body: registry });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation((text: unknown) => void warnings.push(String(text)));
});

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>,
  );
}

describe('remote areas', () => {
  it('registers the remotes of /remotes.json built against the same contracts major and renders the mounted remote', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <p>{`fra ${id}`}</p> }));
    renderAt('/om');
    expect(await screen.findByText('fra remote_public/Routes')).toBeTruthy();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      ['remote_public', 'remote_mgmt', 'remote_tasks'].map((name) => ({ name, entry: registry[name as keyof typeof registry].entry })),
    );
  });

  it('refuses a remote of another contracts major, without one or without its manifest digest, logging each refusal once', async () => {
    const { ensureRemotesRegistered, loadRemoteModule } = await import('./remote-registry');
    await ensureRemotesRegistered();
    expect(warnings).toEqual([
      expect.stringContaining(`Remote remote_staff is not loaded: it was built against @usb/contracts ${olderMajor}, and this shell has ${CONTRACTS_VERSION}`),
      expect.stringContaining('Remote remote_unstated is not loaded: it was built against @usb/contracts (not stated)'),
      'Remote remote_unsigned is not loaded: /remotes.json gives no integrity digest for mf-manifest.json.',
    ]);
    await expect(loadRemoteModule('remote_unstated/Routes')).rejects.toThrow(RemoteUnavailableError);
    await expect(loadRemoteModule('remote_unsigned/Routes')).rejects.toThrow(RemoteUnavailableError);
    await expect(loadRemoteModule('remote_unstated/Routes')).rejects.toThrow(RemoteUnavailableError);
    expect(warnings).toHaveLength(3);
  });

  it("shows the Danish fallback in a refused remote's area without loading it, while the other areas keep working", async () => {
    loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <p>{`fra ${id}`}</p> }));
    renderAt('/staff/tasks');
    expect(await screen.findByText(messages.remote.unavailable)).toBeTruthy();
    expect(loadRemoteMock).not.toHaveBeenCalledWith('remote_staff/Routes');
    renderAt('/om');
    expect(await screen.findByText('fra remote_public/Routes')).toBeTruthy();
  });

  it('shows the Danish fallback in the area when loading the remote rejects', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id === 'remote_mgmt/Routes') throw new Error('manifest unreachable');
      return { default: () => <p>ok</p> };
    });
    renderAt('/mgmt/users');
    expect(await screen.findByText(messages.remote.unavailable)).toBeTruthy();
    expect(screen.getByText(messages.remote.reload)).toBeTruthy();
  });

  it('shows the fallback when the remote throws while rendering', async () => {
    loadRemoteMock.mockImplementation(async () => ({ default: Broken }));
    renderAt('/battles/tasks/3');
    expect(await screen.findByText(messages.remote.unavailable)).toBeTruthy();
  });
});

describe('the open-task strip when remote-tasks is down', () => {
  it('shows the compact fallback, not the page-sized one, when its files are missing', async () => {
    const hook = errorLoadRemotePlugin(jest.fn()).errorLoadRemote as (args: { id: string; lifecycle: string; error: unknown }) => unknown;
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id === 'remote_tasks/OpenTaskStrip') return hook({ id, lifecycle: 'onLoad', error: new Error('404') });
      return { default: () => <p>side</p> };
    });
    window.history.pushState({}, '', '/');
    render(
      <BrowserRouter>
        <RemoteComponent id="remote_tasks/OpenTaskStrip" compact />
      </BrowserRouter>,
    );
    const fallback = await screen.findByRole('alert');
    expect(fallback.textContent).toContain(messages.remote.unavailable);
    expect(fallback.classList.contains('ant-alert')).toBe(true);
    expect(document.querySelector('.ant-result')).toBeNull();
  });
});

describe('errorLoadRemote runtime plugin', () => {
  const plugin = errorLoadRemotePlugin(jest.fn());
  const hook = plugin.errorLoadRemote as (args: { id: string; lifecycle: string; error: unknown }) => unknown;

  it('answers a failed load with a module whose component throws, for the area boundary to catch', () => {
    const module = hook({ id: 'remote_tasks/OpenTaskStrip', lifecycle: 'onLoad', error: new Error('404') }) as { default: () => unknown };
    expect(() => module.default()).toThrow(RemoteUnavailableError);
  });

  it('returns nothing at afterResolve, so the area boundary takes over', () => {
    expect(hook({ id: 'remote_tasks/Routes', lifecycle: 'afterResolve', error: new Error('manifest') })).toBeUndefined();
  });
});
