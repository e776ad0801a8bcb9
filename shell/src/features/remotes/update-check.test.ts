import type { RemoteRegistryDocument } from '@usb/schema/rest';
import {
  changedRemotes,
  UPDATE_CHECK_INTERVAL_KEY,
  UPDATE_CHECK_INTERVAL_MS,
  updateCheckIntervalMs,
  updateCheckMinGapMs,
  watchRemoteUpdates,
} from './update-check';

const entry = (version: string) => ({
  entry: `/remotes/x/${version}/mf-manifest.json`,
  version,
  contracts: '1.0.0',
  integrity: { 'mf-manifest.json': 'sha384-m' },
});

describe('changedRemotes', () => {
  it('names the remotes in use whose active version moved or that are gone', () => {
    const latest: RemoteRegistryDocument = { remote_staff: entry('1.0.0-b'), remote_public: entry('1.0.0-p'), remote_mgmt: entry('1.0.0-m2') };
    expect(changedRemotes({ remote_staff: '1.0.0-a', remote_public: '1.0.0-p' }, latest)).toEqual(['remote_staff']);
    expect(changedRemotes({ remote_tasks: '1.0.0-t' }, latest)).toEqual(['remote_tasks']);
    expect(changedRemotes({ remote_tasks: null }, latest)).toEqual([]);
    expect(changedRemotes({ remote_tasks: null }, { remote_tasks: entry('1.0.0-t') })).toEqual(['remote_tasks']);
  });
});

describe('the check interval', () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it('is 3 minutes, with at least 30 s between two checks', () => {
    expect(updateCheckIntervalMs(storage(null))).toBe(UPDATE_CHECK_INTERVAL_MS);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(180_000);
    expect(updateCheckMinGapMs(UPDATE_CHECK_INTERVAL_MS)).toBe(30_000);
  });

  it(`takes a whole number of at least 1000 ms from localStorage ${UPDATE_CHECK_INTERVAL_KEY}`, () => {
    expect(updateCheckIntervalMs(storage('2000'))).toBe(2000);
    expect(updateCheckMinGapMs(2000)).toBe(1000);
    expect(updateCheckIntervalMs(storage('999'))).toBe(UPDATE_CHECK_INTERVAL_MS);
    expect(updateCheckIntervalMs(storage('soon'))).toBe(UPDATE_CHECK_INTERVAL_MS);
    const blocked = {
      getItem: (): string | null => {
        throw new Error('storage is switched off');
      },
    };
    expect(updateCheckIntervalMs(blocked)).toBe(UPDATE_CHECK_INTERVAL_MS);
  });
});

describe('watchRemoteUpdates', () => {
  let visibility: DocumentVisibilityState = 'visible';

  beforeAll(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  beforeEach(() => {
    jest.useFakeTimers();
    visibility = 'visible';
  });
  afterEach(() => jest.useRealTimers());

  function setVisibility(state: DocumentVisibilityState): void {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  }

  function watch(answers: (RemoteRegistryDocument | null)[]) {
    const reads: number[] = [];
    const updates: string[][] = [];
    const stop = watchRemoteUpdates({
      intervalMs: 180_000,
      minGapMs: 30_000,
      inUse: () => ({ remote_staff: '1.0.0-a' }),
      fetchLatest: async () => {
        reads.push(Date.now());
        return answers.shift() ?? { remote_staff: entry('1.0.0-a') };
      },
      onUpdate: (names) => updates.push(names),
    });
    return { reads, updates, stop };
  }

  it('reads the registry every interval and reports the first change once, then stops', async () => {
    const { reads, updates } = watch([{ remote_staff: entry('1.0.0-a') }, { remote_staff: entry('1.0.0-b') }]);
    await jest.advanceTimersByTimeAsync(179_000);
    expect(reads).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(reads).toHaveLength(1);
    expect(updates).toEqual([]);
    await jest.advanceTimersByTimeAsync(180_000);
    expect(updates).toEqual([['remote_staff']]);
    await jest.advanceTimersByTimeAsync(600_000);
    setVisibility('hidden');
    setVisibility('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(2);
    expect(updates).toHaveLength(1);
  });

  it('checks when the tab becomes visible again, but never twice within the gap', async () => {
    const { reads, stop } = watch([]);
    await jest.advanceTimersByTimeAsync(10_000);
    setVisibility('hidden');
    setVisibility('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(25_000);
    setVisibility('hidden');
    setVisibility('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(1);
    setVisibility('hidden');
    setVisibility('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(1);
    stop();
  });

  it('does not read while the tab is hidden', async () => {
    const { reads, stop } = watch([]);
    setVisibility('hidden');
    await jest.advanceTimersByTimeAsync(540_000);
    expect(reads).toHaveLength(0);
    stop();
  });

  it('skips a registry it could not read instead of taking it for a change', async () => {
    const { reads, updates, stop } = watch([null, { remote_staff: entry('1.0.0-c') }]);
    await jest.advanceTimersByTimeAsync(180_000);
    expect(reads).toHaveLength(1);
    expect(updates).toEqual([]);
    await jest.advanceTimersByTimeAsync(180_000);
    expect(updates).toEqual([['remote_staff']]);
    stop();
  });

  it('stops reading when stopped', async () => {
    const { reads, stop } = watch([]);
    stop();
    await jest.advanceTimersByTimeAsync(720_000);
    expect(reads).toHaveLength(0);
  });
});
