import { render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { messages } from '@usb/contracts/messages';
import { BrowserRouter } from '@usb/contracts/router';
import { SiteRoutes } from '../../app/site-routes';
import { errorLoadRemotePlugin } from './error-load-remote-plugin';
import { RemoteFallback } from './remote-fallback';

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

describe('errorLoadRemote runtime plugin', () => {
  const plugin = errorLoadRemotePlugin();
  const hook = plugin.errorLoadRemote as (args: { id: string; lifecycle: string; error: unknown }) => unknown;

  it('answers a failed load with the fallback as a module', () => {
    expect(hook({ id: 'remote_tasks/OpenTaskStrip', lifecycle: 'onLoad', error: new Error('404') })).toEqual({ __esModule: true, default: RemoteFallback });
  });

  it('returns nothing at afterResolve, so the area boundary takes over', () => {
    expect(hook({ id: 'remote_tasks/Routes', lifecycle: 'afterResolve', error: new Error('manifest') })).toBeUndefined();
  });
});
