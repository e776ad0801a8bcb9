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

/** The known remote folder names, in a stable order. */
export const remoteNames = Object.keys(remoteModules).sort() as RemoteName[];

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(remoteModules, name);
}
