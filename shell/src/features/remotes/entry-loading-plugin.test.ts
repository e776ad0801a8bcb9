import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { ENTRY_RETRY_DELAY_MS, entryLoadingPlugin } from './entry-loading-plugin';

const MANIFEST = 'http://localhost/remotes/remote-staff/1.0.0-abc/mf-manifest.json';
const ENTRY = 'http://localhost/remotes/remote-staff/1.0.0-abc/remoteEntry.js';
const digests = new Map([
  [MANIFEST, 'sha384-manifest'],
  [ENTRY, 'sha384-entry'],
]);
const plugin = entryLoadingPlugin((url) => digests.get(url));

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type ScriptHook = (args: { url: string }) => HTMLScriptElement | undefined;
type ErrorHook = (args: {
  getRemoteEntry: (params: { remoteEntryExports: undefined }) => Promise<unknown>;
  origin: unknown;
  remoteInfo: { name: string };
  globalLoading: Record<string, Promise<unknown> | undefined>;
  uniqueKey: string;
}) => Promise<unknown>;

/** jsdom has no Response; the hook reads only the status. */
const answer = (status: number) => ({ status }) as Response;

function hook<T>(name: keyof ModuleFederationRuntimePlugin): T {
  return plugin[name] as T;
}

describe('how the shell loads a remote entry', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());

  it('fetches the manifest with the digest /remotes.json gave for it', async () => {
    fetchMock.mockResolvedValue(answer(200));
    await hook<FetchHook>('fetch')(MANIFEST, {});
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST, { integrity: 'sha384-manifest' });
  });

  it('asks once more, after a pause, for a manifest the network or a 5xx failed, and no more', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(200));
    const first = hook<FetchHook>('fetch')(MANIFEST, {});
    await jest.advanceTimersByTimeAsync(ENTRY_RETRY_DELAY_MS);
    expect((await first).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(answer(503));
    const second = hook<FetchHook>('fetch')(MANIFEST, {});
    await jest.advanceTimersByTimeAsync(ENTRY_RETRY_DELAY_MS);
    expect((await second).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not ask again for a manifest that answered 404', async () => {
    fetchMock.mockResolvedValue(answer(404));
    expect((await hook<FetchHook>('fetch')(MANIFEST, {})).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('adds the entry script with its digest and crossorigin, and leaves other scripts to the runtime', () => {
    const script = hook<ScriptHook>('createScript')({ url: ENTRY });
    expect(script?.src).toBe(ENTRY);
    expect(script?.integrity).toBe('sha384-entry');
    expect(script?.crossOrigin).toBe('anonymous');
    expect(hook<ScriptHook>('createScript')({ url: 'http://localhost/remotes/remote-staff/1.0.0-abc/123.js' })).toBeUndefined();
  });

  it('loads a failed entry once more, in place of the failed load', async () => {
    const failed = Promise.resolve('failed');
    const globalLoading: Record<string, Promise<unknown> | undefined> = { 'remote_staff:entry': failed };
    const getRemoteEntry = jest.fn(async () => {
      expect(globalLoading['remote_staff:entry']).toBeUndefined();
      return { get: jest.fn(), init: jest.fn() };
    });
    const retried = hook<ErrorHook>('loadEntryError')({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'remote_staff' },
      globalLoading,
      uniqueKey: 'remote_staff:entry',
    });
    expect(getRemoteEntry).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(ENTRY_RETRY_DELAY_MS);
    await expect(retried).resolves.toEqual({ get: expect.any(Function), init: expect.any(Function) });
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(getRemoteEntry).toHaveBeenCalledWith(expect.objectContaining({ remoteEntryExports: undefined }));
  });
});
