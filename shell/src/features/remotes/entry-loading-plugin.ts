import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long the shell waits before it asks once more for an entry file that failed. */
export const ENTRY_RETRY_DELAY_MS = 1_000;

/** The Subresource Integrity digest the registry gave for an entry file's URL; undefined for any other file. */
export type EntryIntegrity = (url: string) => string | undefined;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch, once more after a pause when the network fails or the server answers 5xx (a node restarting). */
async function fetchOnceMore(url: string, init: RequestInit): Promise<Response> {
  try {
    const response = await fetch(url, init);
    if (response.status < 500) return response;
  } catch {
    // Asked once more below.
  }
  await pause(ENTRY_RETRY_DELAY_MS);
  return fetch(url, init);
}

/**
 * How the federation runtime loads a remote's entry files (docs/remotes-registry.md):
 * - the manifest is fetched and remoteEntry.js is added as a script only with the digest
 *   /remotes.json gave for them (`integrity`, `crossorigin`), so a browser refuses a changed
 *   file and the area shows its fallback instead of running it;
 * - a manifest that cannot be fetched and an entry script that fails to load are each asked
 *   for once more, after ENTRY_RETRY_DELAY_MS, before the area gives up (a deploy or a node
 *   restart at the wrong second).
 */
export function entryLoadingPlugin(integrityOf: EntryIntegrity): ModuleFederationRuntimePlugin {
  return {
    name: 'usb-entry-loading',
    fetch(url, init) {
      const integrity = integrityOf(url);
      return fetchOnceMore(url, integrity ? { ...init, integrity } : init);
    },
    createScript({ url }) {
      const integrity = integrityOf(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const retried = (async () => {
        console.warn(`The entry of ${remoteInfo.name} did not load; asking once more`);
        await pause(ENTRY_RETRY_DELAY_MS);
        // The failed load is still registered under its key: without removing it the retry would wait for itself.
        delete globalLoading[uniqueKey];
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined })) || undefined;
      })();
      // The hook is typed as a promise of that promise; at run time the two are one.
      return new Promise((resolve) => resolve(retried));
    },
  };
}
