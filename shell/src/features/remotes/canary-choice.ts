import { ROLLOUT_ID_KEY, rolloutBucket } from '@usb/schema/domain';
import type { RemoteRegistryDocument, RemoteRegistryEntry } from '@usb/schema/rest';
import { remoteNameOf } from './remote-name';

/** A random id; randomUUID exists only on https and localhost, so a page served over plain http makes its own. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The browser's rollout id, kept in localStorage under ROLLOUT_ID_KEY so the browser keeps the
 * canaries it got; made and stored on its first visit. With storage switched off the id holds
 * for this page only (the caller keeps it for the page's later registry reads).
 */
export function readRolloutId(storage?: Pick<Storage, 'getItem' | 'setItem'>): string {
  try {
    // Inside the try: a browser that blocks storage throws on reading window.localStorage itself.
    const store = storage ?? globalThis.localStorage;
    const stored = store.getItem(ROLLOUT_ID_KEY);
    if (stored) return stored;
    const id = randomId();
    store.setItem(ROLLOUT_ID_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

/** The version this browser uses of one remote: its canary when the browser's bucket falls under the canary's share, else the active one. */
function chosenEntry(container: string, registryEntry: RemoteRegistryEntry, rolloutId: string): RemoteRegistryEntry {
  const { canary, ...active } = registryEntry;
  // A previewed entry is the version the link pins, whatever canary the remote has.
  if (!canary || registryEntry.previewExpiresAt !== undefined) return active;
  if (rolloutBucket(rolloutId, remoteNameOf(container)) >= canary.percent) return active;
  const { entry, version, contracts, integrity } = canary;
  return { entry, version, contracts, integrity };
}

/**
 * /remotes.json as this browser uses it: every entry with a canary replaced by the version the
 * browser gets (docs/remotes-registry.md). The result carries no canaries, so what reads it
 * (contracts check, entry digests, the update check) sees one version per remote.
 */
export function chooseVersions(document: RemoteRegistryDocument, rolloutId: string): RemoteRegistryDocument {
  return Object.fromEntries(Object.entries(document).map(([container, registryEntry]) => [container, chosenEntry(container, registryEntry, rolloutId)]));
}
