import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_REGISTRY_URL } from '../../config/site';
import { errorLoadRemotePlugin } from './error-load-remote-plugin';

/** /remotes.json: container name -> manifest URL of the deployed version. */
export type RemoteRegistry = Record<string, string>;

function parseRegistry(value: unknown): RemoteRegistry {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

let registered: Promise<void> | null = null;

/**
 * Reads /remotes.json once and registers every remote with the federation runtime, so a
 * remote can be deployed or rolled back without rebuilding the shell. An unreadable registry
 * registers nothing: each remote area then shows its fallback while the shell keeps working.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registered ??= (async () => {
    init({ name: 'shell', remotes: [], plugins: [errorLoadRemotePlugin()], shareStrategy: 'loaded-first' });
    let registry: RemoteRegistry = {};
    try {
      const response = await fetch(REMOTES_REGISTRY_URL, { cache: 'no-cache' });
      if (response.ok) registry = parseRegistry(await response.json());
    } catch {
      registry = {};
    }
    registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
  })();
  return registered;
}

/** Loads an exposed module ('remote_staff/Routes') once the registry is known. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  await ensureRemotesRegistered();
  const module = await loadRemote<T>(id);
  if (module === null || module === undefined) throw new Error(`Remote module ${id} is not available`);
  return module;
}
