import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Thrown while rendering a remote module whose files could not be loaded. */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/**
 * A module standing in for one that could not be loaded: its component throws, so the area's
 * RemoteBoundary shows the fallback that suits the area (the compact one in the open-task
 * strip, the full one for a page), as when the remote throws itself.
 */
function unavailableModule(id: string): { __esModule: true; default: () => never } {
  return {
    __esModule: true,
    default: () => {
      throw new RemoteUnavailableError(`Remote module ${id} is not available`);
    },
  };
}

/**
 * Turns a remote whose files cannot be loaded into a stand-in module instead of an uncaught
 * error. At 'afterResolve' (manifest unreachable) it returns nothing, so loadRemote rejects
 * and the area's ErrorBoundary shows the fallback; at 'onLoad' (entry or chunk missing) it
 * answers with a module whose component throws, which that boundary catches alike; `onStandIn`
 * hears of that module's id and the load's own error, which the boundary does not see.
 */
export function errorLoadRemotePlugin(onStandIn: (id: string, error: unknown) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'usb-error-load-remote',
    errorLoadRemote({ id, lifecycle, error }) {
      // Logged so a broken deployment shows in the browser console and the e2e traces.
      console.error(`Remote module ${id} could not be loaded (${lifecycle})`, error);
      if (lifecycle !== 'onLoad') return undefined;
      onStandIn(id, error);
      return unavailableModule(id);
    },
  };
}
