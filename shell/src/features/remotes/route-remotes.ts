import { OPEN_TASK_STRIP_MODULE, remoteMounts } from '../../config/remotes';

/**
 * The first mount whose prefix matches the path, as the router matches '/staff/*' (also
 * '/staff' itself); the last mount, '/*', matches every path.
 */
export function mountedModuleFor(pathname: string): string {
  const mount = remoteMounts.find(({ path }) => {
    const prefix = path.slice(0, -2);
    return prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`);
  });
  return (mount ?? remoteMounts[remoteMounts.length - 1]!).module;
}

/**
 * The exposed modules a first load of this path shows: the routed remote, and the open-task
 * strip when the page starts with a stored login (the session lifecycle checks it later; a
 * stale token only costs the strip's few scripts).
 */
export function modulesForFirstLoad(pathname: string, hasStoredToken: boolean): string[] {
  const routed = mountedModuleFor(pathname);
  return hasStoredToken ? [routed, OPEN_TASK_STRIP_MODULE] : [routed];
}
