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

/** This package: its own pins are the fallback when a builder does not list one. */
const buildDir = join(__dirname, '..', '..');

/**
 * The runtime singletons (@usb/contracts): the subpaths that hold state or React contexts. One
 * session store, one bus, one live channel, one Apollo client and cache, one router, one
 * first-view capture and one catalogue of shared texts for the whole page. Shared with strict
 * versions: a remote needs the shell's contracts of the same major and at least its own minor.
 * A module of the contracts that imports another subpath does so by the package name, never by
 * a relative path, so it reaches the shared copy and not a private one.
 */
export const contractsSubpaths = ['graphql-client', 'events', 'live', 'session', 'messages', 'router', 'guards', 'components', 'first-view'] as const;

/**
 * The UI kits (@usb/ui): one antd theme and Danish locale for the page, so shared as
 * singletons too, but not strict: a kit only re-exports antd's components, so a page never
 * stops over a kit's version alone. The registry is what holds the line: it refuses at deploy
 * a build whose range the active shell's kits do not meet, or that imports a name they lack.
 */
export const uiSubpaths = [
  'core',
  'inputs',
  'forms',
  'light-form',
  'controls',
  'upload',
  'pickers',
  'data',
  'nav',
  'table',
  'light-table',
  'icons',
  'admin-icons',
] as const;

/*
 * Not shared at all: @usb/schema (GraphQL documents, REST helper, validation rules, domain
 * constants, csv). A shared module is not tree-shaken, so sharing them put every GraphQL
 * document of the site on every page; each build bundles just the exports it uses, and two
 * copies of a constant are harmless. A remote's own texts are in the remote.
 */

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

/** The version of one of our packages as the building package resolves it. */
function ourVersion(packageDir: string, packageName: string): string {
  return readPackageJson(dirname(require.resolve(`${packageName}/package.json`, { paths: [packageDir] }))).version;
}

/**
 * The one `shared` configuration of every build (shell and remotes). requiredVersion comes
 * from the building package's package.json (else this package's pins). The contracts accept
 * any later minor (an added export is a minor bump, shell deployed first) and are strict; the
 * kits accept any later minor too and are checked export by export at deploy.
 */
export function createSharedConfig(options: SharedConfigOptions): Record<string, SharedEntry> {
  const own = readPackageJson(options.packageDir ?? process.cwd());
  const pins = readPackageJson(buildDir);
  const versionOf = (name: string): string | false => own.dependencies?.[name] ?? own.devDependencies?.[name] ?? pins.devDependencies?.[name] ?? false;
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
  const contractsVersion = ourVersion(packageDir, '@usb/contracts');
  for (const subpath of contractsSubpaths) {
    const request = `@usb/contracts/${subpath}`;
    shared[request] = { singleton: true, requiredVersion: `^${contractsVersion}`, strictVersion: true, ...provided(request) };
  }
  const uiVersion = ourVersion(packageDir, '@usb/ui');
  for (const subpath of uiSubpaths) {
    const request = `@usb/ui/${subpath}`;
    shared[request] = { singleton: true, requiredVersion: `^${uiVersion}`, strictVersion: false, ...provided(request) };
  }
  return shared;
}
