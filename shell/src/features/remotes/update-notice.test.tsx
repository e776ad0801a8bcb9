import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { messages } from '@usb/contracts/messages';
import { CONTRACTS_VERSION } from '@usb/contracts/version';
import { mockFetch } from '@usb/contracts/testing';
import { loadRemoteModule } from './remote-registry';
import { UPDATE_CHECK_INTERVAL_KEY } from './update-check';
import { UpdateNotice } from './update-notice';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const deployed = (name: string, version: string) => ({
  entry: `/remotes/${name}/${version}/mf-manifest.json`,
  version,
  contracts: CONTRACTS_VERSION,
  integrity: { 'mf-manifest.json': 'sha384-m' },
});
const atStart = { remote_staff: deployed('remote-staff', '1.0.0-a'), remote_public: deployed('remote-public', '1.0.0-p') };

/** The reads of /remotes.json after the start, one answer each. */
const laterReads = (...bodies: object[]) => mockFetch(...bodies.map((body) => ({ status: 200, body })));

// The page read the registry at start and has loaded remote-staff (once per page, so once per file).
beforeAll(async () => {
  mockFetch({ status: 200, body: atStart });
  loadRemoteMock.mockResolvedValue({ default: () => null });
  await loadRemoteModule('remote_staff/Routes');
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('the notice of a new version', () => {
  it('appears once the active version of a remote the page loaded changes, and can be dismissed', async () => {
    laterReads(atStart, { ...atStart, remote_staff: deployed('remote-staff', '0.9.0-old') });
    render(<UpdateNotice />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    await act(() => jest.advanceTimersByTimeAsync(180_000));
    expect(status.textContent).toBe('');
    await act(() => jest.advanceTimersByTimeAsync(180_000));
    expect(status.textContent).toContain('Der er en ny version af siden.');
    expect(screen.getByRole('button', { name: messages.remote.reload })).toBeTruthy();

    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Luk beskeden' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('stays away when only a remote the page did not load changed', async () => {
    const requests = laterReads({ ...atStart, remote_public: deployed('remote-public', '1.0.0-q') }, atStart);
    render(<UpdateNotice />);
    await act(() => jest.advanceTimersByTimeAsync(360_000));
    expect(requests.map((request) => request.url)).toEqual(['/remotes.json', '/remotes.json']);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it(`polls at the interval localStorage ${UPDATE_CHECK_INTERVAL_KEY} sets when the page starts`, async () => {
    localStorage.setItem(UPDATE_CHECK_INTERVAL_KEY, '2000');
    laterReads({ ...atStart, remote_staff: deployed('remote-staff', '1.0.0-b') });
    render(<UpdateNotice />);
    await act(() => jest.advanceTimersByTimeAsync(1_999));
    expect(screen.getByRole('status').textContent).toBe('');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status').textContent).toContain(messages.remote.updateAvailable);
  });
});
