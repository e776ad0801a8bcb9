/**
 * The remotes the shell mounts: route prefix and exposed module ('<container>/<module>'). The
 * first matching prefix wins, and remote_public takes every route the others do not. Adding a
 * remote: ARCHITECTURE.md.
 */
export const remoteMounts = [
  { path: '/staff/*', module: 'remote_staff/Routes' },
  { path: '/mgmt/*', module: 'remote_mgmt/Routes' },
  { path: '/battles/tasks/*', module: 'remote_tasks/Routes' },
  { path: '/*', module: 'remote_public/Routes' },
] as const;

export const OPEN_TASK_STRIP_MODULE = 'remote_tasks/OpenTaskStrip';
