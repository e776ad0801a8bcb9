/**
 * What the registry checks in a built remote before it stores it: a parseable
 * `mf-manifest.json` whose container is the one the shell loads for that remote and which
 * exposes every module the shell imports from it (remoteModules of @usb/schema/domain), and,
 * when the build has first views, a first-views.json the api serves (docs/first-views.md), and
 * brotli copies that are copies of their files. It also reads the build's package version and the @usb/contracts version it shares.
 * A build may also carry remote-needs.json (what it imports from the shell's shared modules and
 * the GraphQL operations it sends): it is a file of the build like any other here, and
 * remote-needs.ts checks it against the shell and the api's schema.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { FIRST_VIEWS_FILE, isFirstViewsDocument, remoteModules, type RemoteName } from '@usb/schema/domain';
import { ApiError } from '../../errors';
import { listFiles } from './folder-hash';
import { sharedNeedsOf, type SharedNeed } from './shared-needs';

export const MANIFEST = 'mf-manifest.json';
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const CONTRACTS_PACKAGE = '@usb/contracts';

export interface BuildFacts {
  packageVersion: string;
  /** The @usb/contracts version the build shares; null when the manifest does not name it. */
  contractsVersion: string | null;
  /** The shared modules it asks for (shared-needs.ts). */
  shared: SharedNeed[];
}

function refuse(reason: string): never {
  throw new ApiError('BAD_USER_INPUT', reason, ['build']);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function versionOrNull(value: unknown): string | null {
  return typeof value === 'string' && VERSION_PATTERN.test(value) ? value : null;
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The manifest's shared @usb/contracts (or one of its subpaths) version. */
function contractsVersionOf(manifest: Record<string, unknown>): string | null {
  const shared = Array.isArray(manifest.shared) ? manifest.shared.filter(isRecord) : [];
  const entry = shared.find((item) => item.name === CONTRACTS_PACKAGE || (typeof item.name === 'string' && item.name.startsWith(`${CONTRACTS_PACKAGE}/`)));
  return entry ? versionOrNull(entry.version) : null;
}

function exposedPaths(manifest: Record<string, unknown>): string[] {
  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes.filter(isRecord) : [];
  return exposes.flatMap((item) => (typeof item.path === 'string' ? [item.path] : typeof item.name === 'string' ? [`./${item.name}`] : []));
}

/** The package version: the manifest's buildVersion, else a package.json in the folder or up to two levels above. */
async function packageVersionOf(folder: string, manifest: Record<string, unknown>): Promise<string> {
  const buildInfo = isRecord(manifest.metaData) && isRecord(manifest.metaData.buildInfo) ? manifest.metaData.buildInfo : {};
  const fromManifest = versionOrNull(buildInfo.buildVersion);
  if (fromManifest) return fromManifest;
  for (const candidate of [folder, dirname(folder), dirname(dirname(folder))]) {
    const file = join(candidate, 'package.json');
    const json = existsSync(file) ? await readJson(file) : undefined;
    const version = isRecord(json) ? versionOrNull(json.version) : null;
    if (version) return version;
  }
  return refuse(`${MANIFEST} has no metaData.buildInfo.buildVersion`);
}

/** The @usb/contracts version a stored build's manifest (its text) names; null when it names none or cannot be read. */
export function manifestContractsVersion(text: string | null): string | null {
  try {
    const manifest: unknown = text === null ? null : JSON.parse(text);
    return isRecord(manifest) ? contractsVersionOf(manifest) : null;
  } catch {
    return null;
  }
}

/**
 * Every brotli copy (`x.js.br`) must unpack to the file beside it: the api serves the copy in
 * the file's place, and a copy left from an earlier build would reach browsers instead of the
 * file (and fail its integrity check there).
 */
async function requireTrueBrotliCopies(folder: string): Promise<void> {
  for (const file of await listFiles(folder)) {
    if (!file.endsWith('.br')) continue;
    const plain = file.slice(0, -'.br'.length);
    if (!existsSync(plain)) continue;
    let unpacked: Buffer;
    try {
      unpacked = brotliDecompressSync(await readFile(file));
    } catch {
      refuse(`${relative(folder, file)} is not brotli`);
    }
    if (!unpacked.equals(await readFile(plain))) refuse(`${relative(folder, file)} is not the brotli copy of ${relative(folder, plain)}`);
  }
}

/** Checks the build folder of remote `name`; BAD_USER_INPUT (field `build`) with the reason when it is not one. */
export async function inspectBuild(folder: string, name: RemoteName): Promise<BuildFacts> {
  const file = join(folder, MANIFEST);
  if (!existsSync(file)) refuse(`the build has no ${MANIFEST}`);
  const manifest = await readJson(file);
  if (!isRecord(manifest)) refuse(`${MANIFEST} is not a JSON object`);
  const expected = remoteModules[name];
  if (manifest.name !== expected.container) refuse(`${MANIFEST} names the container ${String(manifest.name)}; ${name} must be ${expected.container}`);
  const exposed = exposedPaths(manifest);
  const missing = expected.exposes.filter((path) => !exposed.includes(path));
  if (missing.length > 0) refuse(`${MANIFEST} does not expose ${missing.join(', ')}`);
  const firstViews = join(folder, FIRST_VIEWS_FILE);
  if (existsSync(firstViews) && !isFirstViewsDocument(await readJson(firstViews))) {
    refuse(`${FIRST_VIEWS_FILE} is not a list of first views within the limits (docs/first-views.md)`);
  }
  await requireTrueBrotliCopies(folder);
  return { packageVersion: await packageVersionOf(folder, manifest), contractsVersion: contractsVersionOf(manifest), shared: sharedNeedsOf(manifest) };
}
