/**
 * The remotes the shell loads: each folder name (remote-staff), its federation container
 * (remote_staff) and the modules the shell imports from it. The api's registry refuses a
 * build whose manifest names another container or lacks one of these exposes.
 */
export const remoteModules = {
  'remote-public': { container: 'remote_public', exposes: ['./Routes'] },
  'remote-tasks': { container: 'remote_tasks', exposes: ['./Routes', './OpenTaskStrip'] },
  'remote-staff': { container: 'remote_staff', exposes: ['./Routes'] },
  'remote-mgmt': { container: 'remote_mgmt', exposes: ['./Routes'] },
} as const satisfies Record<string, { container: string; exposes: readonly string[] }>;

export type RemoteName = keyof typeof remoteModules;

/**
 * Beside the shell's index.html: the version of every module the shell shares with the remotes
 * (name -> version), which the registry checks a remote's manifest against when it is deployed.
 */
export const SHELL_SHARED_VERSIONS_FILE = 'shared-versions.json';

/** The known remote folder names, in a stable order. */
export const remoteNames = Object.keys(remoteModules).sort() as RemoteName[];

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(remoteModules, name);
}

/**
 * Which remote renders which page: route prefix and exposed module ('<container>/<module>').
 * The first matching prefix wins, and remote_public takes every path the others do not. The
 * shell routes by it, and the api picks the first view of a page by it (first-views.ts).
 */
export const remoteMounts = [
  { path: '/staff/*', module: 'remote_staff/Routes' },
  { path: '/mgmt/*', module: 'remote_mgmt/Routes' },
  { path: '/battles/tasks/*', module: 'remote_tasks/Routes' },
  { path: '/*', module: 'remote_public/Routes' },
] as const;

/**
 * The module mounted at a path, as the router matches '/staff/*' (also '/staff' itself); the
 * last mount, '/*', matches every path.
 */
export function mountedModuleFor(pathname: string): string {
  const mount = remoteMounts.find(({ path }) => {
    const prefix = path.slice(0, -2);
    return prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`);
  });
  return (mount ?? remoteMounts[remoteMounts.length - 1]!).module;
}

/**
 * A canary's shares, in the order the 'Moduler' screen raises them (percent of browsers); 100
 * makes the canary the active version.
 */
export const CANARY_STEPS = [1, 5, 10, 25, 50, 100] as const;

/** The browser's rollout id (random, kept in localStorage under this key): it decides which canaries it gets. */
export const ROLLOUT_ID_KEY = 'usb.rollout-id';

/**
 * The browser's bucket for one remote's canaries, 0-99 (FNV-1a of `<rollout id>:<remote>`): a
 * browser gets a remote's canary when its bucket is below the canary's percent, so it keeps
 * getting it while the share grows, and remotes' canaries fall on different browsers.
 */
export function rolloutBucket(rolloutId: string, name: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${rolloutId}:${name}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** The query parameter of a preview link (`/?preview=<token>`), which the shell passes on to /remotes.json. */
export const PREVIEW_PARAM = 'preview';
