import { mountedModuleFor } from '@usb/schema/domain';
import { OPEN_TASK_STRIP_MODULE } from '../../config/remotes';

/**
 * The exposed modules a first load of this path shows: the routed remote, and the open-task
 * strip when the page starts with a stored login (the session lifecycle checks it later; a
 * stale token only costs the strip's few scripts).
 */
export function modulesForFirstLoad(pathname: string, hasStoredToken: boolean): string[] {
  const routed = mountedModuleFor(pathname);
  return hasStoredToken ? [routed, OPEN_TASK_STRIP_MODULE] : [routed];
}
