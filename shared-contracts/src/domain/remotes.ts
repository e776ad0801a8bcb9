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
