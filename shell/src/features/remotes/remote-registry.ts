import { init, loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACTS_VERSION, restRequest, type RemoteRegistryDocument, type RemoteRegistryEntry } from '@usb/contracts/rest';
import { REMOTES_REGISTRY_URL } from '../../config/site';
import { isCompatible } from './contracts-compatibility';
import { entryLoadingPlugin } from './entry-loading-plugin';
import { errorLoadRemotePlugin, RemoteUnavailableError } from './error-load-remote-plugin';
import { parseRegistryDocument } from './registry-document';

/** Reads /remotes.json; null when it cannot be read (network failure, an error status). */
export async function fetchRegistryDocument(): Promise<RemoteRegistryDocument | null> {
  try {
    const response = await restRequest<unknown>(REMOTES_REGISTRY_URL);
    return response.ok ? parseRegistryDocument(response.data) : null;
  } catch {
    return null;
  }
}

/** The registry as the page read it at start, and the containers whose modules it has asked for since. */
let startDocument: RemoteRegistryDocument = {};
const refused = new Set<string>();
const usedContainers = new Set<string>();
let registered: Promise<void> | null = null;
/** The digest of each accepted remote's entry files, by absolute URL. */
const entryIntegrity = new Map<string, string>();

const absolute = (url: string, base = window.location.href): string => new URL(url, base).href;

/** Logged once per page load: the area shows the Danish fallback, the console says why. */
function logRefusal(name: string, reason: string): void {
  console.warn(`Remote ${name} is not loaded: ${reason}`);
}

/** Why the shell refuses a registry entry; null when it loads it. */
function refusalOf({ entry, contracts, integrity }: RemoteRegistryEntry): string | null {
  if (!isCompatible(contracts)) {
    return `it was built against @usb/contracts ${contracts ?? '(not stated)'}, and this shell has ${CONTRACTS_VERSION} (the major must be the same).`;
  }
  const manifest = entry.split('/').pop() ?? entry;
  if (!integrity[manifest]) return `/remotes.json gives no integrity digest for ${manifest}.`;
  return null;
}

/**
 * Reads /remotes.json once and registers every remote built against the shell's contracts
 * major with the federation runtime, so a remote can be deployed or rolled back without
 * rebuilding the shell; its entry files load only with the digests /remotes.json gives
 * (entry-loading-plugin.ts). A remote of another major, one that does not state its contracts
 * version and one without a digest for its manifest are not registered: the area shows the
 * fallback instead of breaking the page.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registered ??= (async () => {
    init({
      name: 'shell',
      remotes: [],
      plugins: [entryLoadingPlugin((url) => entryIntegrity.get(absolute(url))), errorLoadRemotePlugin()],
      shareStrategy: 'loaded-first',
    });
    // Unreadable: nothing is registered, and every remote area shows its fallback.
    startDocument = (await fetchRegistryDocument()) ?? {};
    const accepted: { name: string; entry: string }[] = [];
    for (const [name, registryEntry] of Object.entries(startDocument)) {
      const refusal = refusalOf(registryEntry);
      if (refusal) {
        refused.add(name);
        logRefusal(name, refusal);
        continue;
      }
      accepted.push({ name, entry: registryEntry.entry });
      const folder = absolute(registryEntry.entry);
      for (const [path, digest] of Object.entries(registryEntry.integrity)) entryIntegrity.set(absolute(path, folder), digest);
    }
    registerRemotes(accepted);
  })();
  return registered;
}

/** The container of an exposed module id: 'remote_staff/Routes' -> 'remote_staff'. */
function containerOf(id: string): string {
  return id.split('/')[0] ?? id;
}

/**
 * Fetches the files of these exposed modules (['remote_public/Routes']) as soon as the registry
 * is known, without running them: their manifest, entry and chunks download while the shell's
 * own scripts still load, instead of after React first renders. A module that cannot be
 * preloaded is left to loadRemoteModule, which shows the area's fallback.
 */
export async function preloadRemoteModules(ids: readonly string[]): Promise<void> {
  await ensureRemotesRegistered();
  const byContainer = new Map<string, string[]>();
  for (const id of ids) {
    const container = containerOf(id);
    if (refused.has(container) || !(container in startDocument)) continue;
    byContainer.set(container, [...(byContainer.get(container) ?? []), `./${id.slice(container.length + 1)}`]);
  }
  if (byContainer.size === 0) return;
  try {
    await preloadRemote([...byContainer].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes, share: false, depsRemote: false })));
  } catch (error) {
    console.warn('Preloading remote modules failed; they load when first rendered', error);
  }
}

/** Loads an exposed module ('remote_staff/Routes') once the registry is known. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  await ensureRemotesRegistered();
  const container = containerOf(id);
  usedContainers.add(container);
  if (refused.has(container)) throw new RemoteUnavailableError(`Remote module ${id} was built against another @usb/contracts major`);
  const module = await loadRemote<T>(id);
  if (module === null || module === undefined) throw new RemoteUnavailableError(`Remote module ${id} is not available`);
  return module;
}

/**
 * The version each remote the page has asked for had in /remotes.json at start (null when it
 * was not listed), so a later read can tell whether the page runs an outdated remote.
 */
export function versionsInUse(): Record<string, string | null> {
  return Object.fromEntries([...usedContainers].map((container) => [container, startDocument[container]?.version ?? null]));
}
