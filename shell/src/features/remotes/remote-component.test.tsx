import { render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { messages } from '@usb/contracts/messages';
import { BrowserRouter } from '@usb/contracts/router';
import { SiteRoutes } from '../../app/site-routes';
import { RemoteComponent } from './remote-component';
import { errorLoadRemotePlugin, RemoteUnavailableError } from './error-load-remote-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const registry = { remote_public: '/remotes/remote-public/1.0.0/mf-manifest.json', remote_staff: '/remotes/remote-staff/1.0.0/mf-manifest.json' };

function Broken(): never {
  throw new Error('the remote threw while rendering');
}

beforeAll(() => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => registry })) as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
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
  it('registers the remotes listed in /remotes.json and renders the mounted remote', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <p>{`fra ${id}`}</p> }));
    renderAt('/om');
    expect(await screen.findByText('fra remote_public/Routes')).toBeTruthy();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_public', entry: registry.remote_public },
      { name: 'remote_staff', entry: registry.remote_staff },
    ]);
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
    const hook = errorLoadRemotePlugin().errorLoadRemote as (args: { id: string; lifecycle: string; error: unknown }) => unknown;
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
  const plugin = errorLoadRemotePlugin();
  const hook = plugin.errorLoadRemote as (args: { id: string; lifecycle: string; error: unknown }) => unknown;

  it('answers a failed load with a module whose component throws, for the area boundary to catch', () => {
    const module = hook({ id: 'remote_tasks/OpenTaskStrip', lifecycle: 'onLoad', error: new Error('404') }) as { default: () => unknown };
    expect(() => module.default()).toThrow(RemoteUnavailableError);
  });

  it('returns nothing at afterResolve, so the area boundary takes over', () => {
    expect(hook({ id: 'remote_tasks/Routes', lifecycle: 'afterResolve', error: new Error('manifest') })).toBeUndefined();
  });
});
