import { resolveForBrowser } from './shared-config';

/**
 * The federation runtime's packages that reach the shell's bundle both as ES modules (imported
 * by the bundler runtime) and as CommonJS (required by the runtime plugin that hands the runtime
 * to the remotes, which Module Federation adds by its CommonJS path). Each pair made two copies
 * of the runtime core in main.js and two runtime states on the page.
 */
const RUNTIME_PACKAGES = [
  '@module-federation/runtime-tools/runtime-core',
  '@module-federation/runtime-core',
  '@module-federation/runtime/core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
] as const;

/**
 * resolve.alias entries that point every request of those packages, required or imported, at
 * their ES-module build, so the page holds one copy of the federation runtime.
 */
export function federationRuntimeAliases(packageDir: string): Record<string, string> {
  return Object.fromEntries(RUNTIME_PACKAGES.map((request) => [`${request}$`, resolveForBrowser(packageDir, request)]));
}
