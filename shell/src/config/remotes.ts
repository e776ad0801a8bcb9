/**
 * The remotes the shell mounts: container name, exposed module and route prefix (the
 * contract in the common brief). remote_public takes every route the others do not.
 */
export const remoteMounts = [
  { path: '/staff/*', module: 'remote_staff/Routes' },
  { path: '/mgmt/*', module: 'remote_mgmt/Routes' },
  { path: '/battles/tasks/*', module: 'remote_tasks/Routes' },
  { path: '/*', module: 'remote_public/Routes' },
] as const;

export const OPEN_TASK_STRIP_MODULE = 'remote_tasks/OpenTaskStrip';
