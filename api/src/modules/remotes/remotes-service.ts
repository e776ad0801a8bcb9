/**
 * The remote registry: every deployed version of a remote is kept in
 * DATA_DIR/remotes/<name>/<version>/, one version per remote is active, and /remotes.json
 * points the shell at the active manifests. A version is the remote's package version plus
 * the first 10 hex of its content hash, so the same build always gets the same folder and
 * everything inside a version folder can be cached forever.
 */
import { randomBytes } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hashFolder } from './folder-hash';
import type { RemotesRepository, RemoteVersionRow } from './remotes-repository';

const MANIFEST = 'mf-manifest.json';
const NAME_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

export class RegistryError extends Error {
  override name = 'RegistryError';
}

/** Container name of a remote folder name: remote-public -> remote_public. */
function containerName(name: string): string {
  return name.replace(/-/g, '_');
}

async function readVersionField(file: string, pick: (json: unknown) => unknown): Promise<string | null> {
  if (!existsSync(file)) return null;
  const value = pick(JSON.parse(await readFile(file, 'utf8')));
  return typeof value === 'string' && VERSION_PATTERN.test(value) ? value : null;
}

/** The package version of a built remote: its package.json (the folder or up to two levels above), else the manifest's buildVersion. */
async function packageVersion(folder: string): Promise<string> {
  const candidates = [folder, dirname(folder), dirname(dirname(folder))];
  for (const candidate of candidates) {
    const version = await readVersionField(join(candidate, 'package.json'), (json) => (json as { version?: unknown }).version);
    if (version) return version;
  }
  const fromManifest = await readVersionField(
    join(folder, MANIFEST),
    (json) => (json as { metaData?: { buildInfo?: { buildVersion?: unknown } } }).metaData?.buildInfo?.buildVersion,
  );
  if (fromManifest) return fromManifest;
  throw new RegistryError(`no package version found for ${folder}`);
}

export interface DeployResult {
  name: string;
  version: string;
  /** False when that version was already the active one. */
  changed: boolean;
}

/** The server and the CLI (`usb-api deploy | list | rollback | deploy-local`) both use it. */
export function createRemotesService(options: { repository: RemotesRepository; dataDir: string; now: () => Date }) {
  const { repository } = options;
  const remotesDir = join(options.dataDir, 'remotes');

  async function versionOf(folder: string): Promise<string> {
    if (!existsSync(join(folder, MANIFEST))) throw new RegistryError(`${folder} has no ${MANIFEST}; is it a built remote?`);
    return `${await packageVersion(folder)}-${(await hashFolder(folder)).slice(0, 10)}`;
  }

  async function copyIn(folder: string, name: string, version: string): Promise<void> {
    const target = join(remotesDir, name, version);
    if (existsSync(target)) return;
    // Copy beside the target, then rename: a half-copied version is never visible.
    const staging = `${target}.staging-${randomBytes(4).toString('hex')}`;
    await cp(folder, staging, { recursive: true });
    try {
      await rename(staging, target);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      if (!existsSync(target)) throw error;
    }
  }

  async function isActive(name: string, version: string): Promise<boolean> {
    return (await repository.active()).some((row) => row.name === name && row.version === version);
  }

  async function deploy(name: string, folder: string): Promise<DeployResult> {
    if (!NAME_PATTERN.test(name)) throw new RegistryError(`invalid remote name ${name}`);
    const version = await versionOf(folder);
    if (await isActive(name, version)) return { name, version, changed: false };
    await copyIn(folder, name, version);
    await repository.recordAndActivate(name, version, options.now());
    return { name, version, changed: true };
  }

  /** The newest built version folder (one holding a manifest) under <remote>/dist, if any. */
  async function newestBuild(distDir: string): Promise<string | null> {
    if (!existsSync(distDir)) return null;
    const builds: { path: string; modified: number }[] = [];
    for (const entry of await readdir(distDir, { withFileTypes: true })) {
      const path = join(distDir, entry.name);
      if (entry.isDirectory() && existsSync(join(path, MANIFEST))) {
        builds.push({ path, modified: (await stat(join(path, MANIFEST))).mtimeMs });
      }
    }
    builds.sort((a, b) => b.modified - a.modified);
    return builds[0]?.path ?? null;
  }

  return {
    remotesDir,
    deploy,
    list: (name?: string): Promise<RemoteVersionRow[]> => repository.list(name),

    /** Activates the given version, or the one deployed before the active one. */
    async rollback(name: string, version?: string): Promise<string> {
      const versions = await repository.list(name);
      if (versions.length === 0) throw new RegistryError(`${name} has no deployed versions`);
      let target: RemoteVersionRow | undefined;
      if (version) {
        target = versions.find((row) => row.version === version);
        if (!target) throw new RegistryError(`${name} has no version ${version}`);
      } else {
        const activeIndex = versions.findIndex((row) => row.active);
        target = activeIndex === -1 ? versions[0] : versions[activeIndex + 1];
        if (!target) throw new RegistryError(`${name} has no version before the active one`);
      }
      await repository.activate(name, target.version);
      return target.version;
    },

    /** Deploys the newest <workspace>/remote-*\/dist/<version> build of each remote unless it is already active. */
    async deployLocal(workspaceDir: string): Promise<DeployResult[]> {
      const results: DeployResult[] = [];
      const entries = await readdir(workspaceDir, { withFileTypes: true });
      for (const entry of entries.filter((item) => item.isDirectory() && item.name.startsWith('remote-')).sort((a, b) => a.name.localeCompare(b.name))) {
        const build = await newestBuild(join(workspaceDir, entry.name, 'dist'));
        if (build) results.push(await deploy(entry.name, build));
      }
      return results;
    },

    /** The body of /remotes.json: container name -> URL of the active manifest. */
    async manifestMap(): Promise<Record<string, string>> {
      const active = await repository.active();
      return Object.fromEntries(active.map((row) => [containerName(row.name), `/remotes/${row.name}/${row.version}/${MANIFEST}`]));
    },
  };
}

export type RemotesService = ReturnType<typeof createRemotesService>;
