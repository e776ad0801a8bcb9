import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { create as createResolver } from 'enhanced-resolve';

/** One entry of Module Federation's `shared` option, as this site uses it. */
export interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  strictVersion?: boolean;
  /**
   * false: take the module from the share scope only (the shell provides it). A path: the
   * file to provide even if this build does not import it itself.
   */
  import?: false | string;
  /** Version offered with a provided file (read from its package.json). */
  version?: string;
}

export interface SharedConfigOptions {
  /**
   * True for the shell and for a remote's dev build: the build carries its own copy as the
   * fallback and offers it to the share scope. False for a remote's production build: it
   * takes everything from the shell, so it carries no React, no antd, no Apollo of its own.
   */
  provider: boolean;
  /** Folder of the package being built, whose package.json gives the required versions. */
  packageDir?: string;
  /**
   * The shell: offer every shared module, not only those it imports itself, because remote
   * production builds carry no fallback (a remote may use ui/forms or the guards while the
   * shell does not). Module Federation only offers modules the build resolves, so each is
   * resolved here (as webpack resolves it for the browser) and offered by file path.
   */
  provideAll?: boolean;
}

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readPackageJson = (dir: string): PackageJson => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;

/** This package (the contracts): its own pins are the fallback when a builder does not list one. */
const contractsDir = join(__dirname, '..', '..', '..');

/**
 * The contracts' subpaths that run in the browser and hold state or React contexts. Each is a
 * singleton: one session store, one bus, one Apollo client and cache, one router, one antd kit
 * (theme and Danish locale) for the whole page. A module of the contracts that imports another
 * subpath does so by the package name, never by a relative path, so it reaches the shared copy
 * and not a private one.
 *
 * The messages are shared too: they are one catalogue object, so each build would otherwise
 * carry all of it. The staff's and the management's texts (messages/staff, messages/mgmt) are
 * not: only their remotes use them, and each bundles its own. The stateless subpaths made of
 * separate exports (GraphQL documents, rest client, validation rules, domain constants, csv)
 * are not shared: a shared module is not tree-shaken, so sharing them put every GraphQL
 * document of the site on every page. Each build bundles just the exports it uses;
 * two copies of a constant are harmless.
 */
export const contractsBrowserSubpaths = [
  'graphql-client',
  'events',
  'live',
  'session',
  'messages',
  'router',
  'guards',
  'components',
  'first-view',
  'ui/core',
  'ui/inputs',
  'ui/forms',
  'ui/light-form',
  'ui/controls',
  'ui/upload',
  'ui/pickers',
  'ui/data',
  'ui/nav',
  'ui/table',
  'ui/icons',
  'ui/admin-icons',
] as const;

/**
 * Third-party modules shared as singletons. A shared module is not tree-shaken, so antd and
 * react-router-dom are not on this list: they are reached only through the contracts' kits
 * (ui/*, router), which are shared and re-export just what the site uses. Apollo is not on it
 * either, for the same reason: the shared graphql-client subpath re-exports its hooks and
 * holds the one client, so Apollo exists once on the page and only the parts the site uses
 * are bundled (whole, Apollo's subpaths weigh far more on every page: docs/benchmarks.md).
 */
export const sharedLibraries: readonly string[] = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'dayjs',
  'dayjs/locale/da',
  'zustand',
  'zustand/vanilla',
];

const browserResolver = createResolver.sync({
  conditionNames: ['import', 'module', 'webpack', 'browser', 'production', 'default'],
  mainFields: ['browser', 'module', 'main'],
  extensions: ['.js', '.mjs', '.json'],
});

/** The file webpack would bundle for a request from the package's folder (its ES-module build where it has one). */
export function resolveForBrowser(fromDir: string, request: string): string {
  const file = browserResolver({}, fromDir, request);
  if (!file) throw new Error(`Cannot resolve shared module ${request} from ${fromDir}`);
  return file;
}

/** Version of the package a resolved file belongs to (its nearest package.json with that name). */
function packageVersionOf(file: string, packageName: string): string {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === packageName && pkg.version) return pkg.version;
    } catch {
      // no package.json at this level: keep walking up
    }
  }
  throw new Error(`No package.json of ${packageName} above ${file}`);
}

/** The package a module request belongs to: 'react/jsx-runtime' -> 'react', '@apollo/client/react' -> '@apollo/client'. */
export function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? request);
}

/**
 * The one `shared` configuration of every build (shell and remotes). requiredVersion comes
 * from the building package's package.json (else the contracts' pins); the contracts' kits
 * accept any later minor version (an added export is a minor bump, shell deployed first)
 * and are strict, so a remote never runs against a kit that lacks what it imports.
 */
export function createSharedConfig(options: SharedConfigOptions): Record<string, SharedEntry> {
  const own = readPackageJson(options.packageDir ?? process.cwd());
  const contracts = readPackageJson(contractsDir);
  const versionOf = (name: string): string | false => own.dependencies?.[name] ?? own.devDependencies?.[name] ?? contracts.devDependencies?.[name] ?? false;
  const fromShell = options.provider ? {} : { import: false as const };
  const packageDir = options.packageDir ?? process.cwd();
  const provided = (request: string): Pick<SharedEntry, 'import' | 'version'> => {
    if (!options.provideAll) return fromShell;
    const file = resolveForBrowser(packageDir, request);
    return { import: file, version: packageVersionOf(file, packageNameOf(request)) };
  };

  const shared: Record<string, SharedEntry> = {};
  for (const request of sharedLibraries) {
    shared[request] = { singleton: true, requiredVersion: versionOf(packageNameOf(request)), ...provided(request) };
  }
  for (const subpath of contractsBrowserSubpaths) {
    shared[`@usb/contracts/${subpath}`] = {
      singleton: true,
      requiredVersion: `^${contracts.version}`,
      strictVersion: true,
      ...provided(`@usb/contracts/${subpath}`),
    };
  }
  return shared;
}
