import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { e2eSite } from './site';

const repoRoot = join(__dirname, '..', '..');
/** Where the test builds are written: beside the sites' data, git- and lint-ignored. */
const buildsDir = join(__dirname, '..', '.data', 'builds');

/** The one built version folder of a remote: <repo>/<remote>/dist/<package version>/. */
function builtFolder(remote: string): string {
  const { version } = JSON.parse(readFileSync(join(repoRoot, remote, 'package.json'), 'utf8')) as { version: string };
  const folder = join(repoRoot, remote, 'dist', version);
  if (!readdirSync(folder).includes('mf-manifest.json')) throw new Error(`${folder} is not a built remote; run npx turbo run build first`);
  return folder;
}

/** A fresh copy of the remote's real build in the test builds' folder, named by `label`. */
function copyOfBuild(remote: string, label: string): string {
  const folder = join(buildsDir, label);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(buildsDir, { recursive: true });
  cpSync(builtFolder(remote), folder, { recursive: true });
  return folder;
}

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
}

/**
 * A copy of the remote's real build with `edit` applied to every shared @usb/contracts subpath
 * entry of its mf-manifest.json. Its content differs from the build's, so the registry stores it
 * as a new version. Returns the folder.
 */
function buildWithContractsEntries(remote: string, label: string, edit: (shared: ManifestShared) => void): string {
  const folder = copyOfBuild(remote, label);
  const manifestFile = join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: ManifestShared[] };
  manifest.shared.filter((shared) => shared.name.startsWith('@usb/contracts/')).forEach(edit);
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  // The build's brotli copy is of the manifest as it was; the registry refuses a stale copy.
  rmSync(`${manifestFile}.br`, { force: true });
  return folder;
}

/** A copy of the remote's build with one file of its own, so each label is a version of its own (as each release of a team is). */
export function buildRelease(remote: string, label: string): string {
  const folder = copyOfBuild(remote, label);
  writeFileSync(join(folder, 'release.txt'), `${label}\n`);
  return folder;
}

/** A copy of the remote's build whose entry script throws as it runs, as a broken release would: the registry records it like any other. */
export function buildWithThrowingEntry(remote: string, label: string): string {
  const folder = copyOfBuild(remote, label);
  const entryFile = join(folder, 'remoteEntry.js');
  writeFileSync(entryFile, `throw new Error(${JSON.stringify(`${label}: broken release`)});\n${readFileSync(entryFile, 'utf8')}`);
  rmSync(`${entryFile}.br`, { force: true });
  return folder;
}

/**
 * A copy of the remote's build whose entry script, once it has run, throws from a timer: an
 * error outside any area's boundary, which only the page's own error listener hears.
 */
export function buildWithStrayError(remote: string, label: string): string {
  const folder = copyOfBuild(remote, label);
  const entryFile = join(folder, 'remoteEntry.js');
  const stray = `setTimeout(function strayError() { throw new Error(${JSON.stringify(`${label}: stray error`)}); }, 0);`;
  writeFileSync(entryFile, `${readFileSync(entryFile, 'utf8')}\n${stray}\n`);
  rmSync(`${entryFile}.br`, { force: true });
  return folder;
}

/**
 * A copy of the remote's build that imports `name` from the shared `module` as well, as a
 * build against an older surface of a kit would (one from before the name moved to another
 * kit): its remote-needs.json lists the import, which is what the registry checks.
 */
export function buildImportingName(remote: string, module: string, name: string, label: string): string {
  const folder = copyOfBuild(remote, label);
  const needsFile = join(folder, 'remote-needs.json');
  const needs = JSON.parse(readFileSync(needsFile, 'utf8')) as { sharedImports: Record<string, string[]> };
  needs.sharedImports[module] = [...(needs.sharedImports[module] ?? []), name];
  writeFileSync(needsFile, JSON.stringify(needs));
  rmSync(`${needsFile}.br`, { force: true });
  return folder;
}

/** A copy of the remote's build stating that it was built against `contractsVersion` of @usb/contracts (what the registry reads). */
export function buildStatingContracts(remote: string, contractsVersion: string, label: string): string {
  return buildWithContractsEntries(remote, label, (shared) => {
    shared.version = contractsVersion;
  });
}

/** A copy of the remote's build asking the shell for `range` of @usb/contracts, as a build against a later minor would. */
export function buildRequiringContracts(remote: string, range: string, label: string): string {
  return buildWithContractsEntries(remote, label, (shared) => {
    shared.requiredVersion = range;
  });
}

/** A deploy token for the remotes, made by an admin over GraphQL as on the 'Moduler' screen. */
export async function createDeployToken(
  admin: { graphql: <T>(query: string, variables?: object) => Promise<T> },
  label: string,
  remotes: string[],
): Promise<string> {
  const created = await admin.graphql<{ remotes: { createDeployToken: { token: string } } }>(
    'mutation ($label: String!, $remotes: [String!]!) { remotes { createDeployToken(label: $label, remotes: $remotes) { token } } }',
    { label, remotes },
  );
  return created.remotes.createDeployToken.token;
}

/**
 * Deploys a build folder the way a team's CI does: the api's CLI with --url and a deploy token,
 * which streams it to the running site; `stage` only stores it (for a preview or a canary).
 * Answers the CLI's line ('remote-staff 1.0.0-... deployed and active (0.4 s)').
 */
export async function deployWithCli(remote: string, folder: string, token: string, options: { stage?: boolean } = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'node',
    [join(repoRoot, 'api', 'dist', 'cli.js'), 'deploy', remote, folder, '--url', e2eSite.baseURL, '--token', token, ...(options.stage ? ['--stage'] : [])],
    {
      cwd: repoRoot,
    },
  );
  return stdout.trim();
}

/** A version of the same major as `version` but older: the minor before, else the patch before, else its pre-release. */
export function olderOfSameMajor(version: string): string {
  const [core = ''] = version.split('-');
  const [major = 0, minor = 0, patch = 0] = core.split('.').map(Number);
  if (minor > 0) return `${major}.${minor - 1}.0`;
  if (patch > 0) return `${major}.${minor}.${patch - 1}`;
  return `${major}.${minor}.${patch}-0`;
}
