import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteFallback } from './remote-fallback';

/**
 * Turns a remote whose files cannot be loaded into the fallback module instead of an uncaught
 * error. At 'afterResolve' (manifest unreachable) it returns nothing, so loadRemote rejects
 * and the area's ErrorBoundary shows the fallback; at 'onLoad' (entry or chunk missing) it
 * answers with a module whose default export is the fallback component.
 */
export function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'usb-error-load-remote',
    errorLoadRemote({ id, lifecycle, error }) {
      // Logged so a broken deployment shows in the browser console and the e2e traces.
      console.error(`Remote module ${id} could not be loaded (${lifecycle})`, error);
      if (lifecycle === 'onLoad') return { __esModule: true, default: RemoteFallback };
      return undefined;
    },
  };
}
