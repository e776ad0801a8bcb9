/**
 * The remote registry (docs/remotes-registry.md): every stored version of a remote is kept in
 * the object store under remotes/<name>/<version>/ (remote-files.ts; DATA_DIR or the bucket,
 * docs/storage.md), one version per remote is active, and /remotes.json
 * points the shell at the active manifests. A version is the build's package version plus the
 * first 10 hex of its content hash, so the same build always gets the same folder and
 * everything inside a version folder can be cached forever.
 *
 * Who may change it: admins (GraphQL, or REST with their session), a deploy token for the
 * remotes it names (REST), and the command line on the server (`cli`). Beside the active
 * version a remote may have a canary (a share of the browsers get another stored version), a
 * stored version may be previewed through a signed link, and an admin's deploy lock holds back
 * every change of what users get for a while.
 */
import { randomBytes, type KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { isRemoteName, PREVIEW_PARAM, remoteModules, remoteNames, type FirstView, type RemoteName } from '@usb/schema/domain';
import { DEPLOY_TOKEN_SCHEME, type RemoteDeployResult, type RemoteRegistryDocument, type RemoteRegistryEntry } from '@usb/schema/rest';
import { defaultCanary, type CanaryConfig } from '../../config';
import { ApiError } from '../../errors';
import type { ObjectStore } from '../../lib/object-store';
import { InputCheck } from '../../lib/text-input';
import { randomSecret, sha256 } from '../../plugins/tokens';
import { requireAdmin, type UserRecord } from '../../modules/users';
import { apiSchema } from './api-schema';
import { receiveBuild, uploadLimits, type UploadLimits } from './build-upload';
import { createFirstViews, remoteMountedAt } from './first-views';
import { hashFolder } from './folder-hash';
import { createPreviewLinks } from './preview-links';
import { createRemoteReports } from './remote-reports';
import { reportKey, type RemoteReportsRepository, type ReportSummary } from './remote-reports-repository';
import { inspectBuild, MANIFEST, manifestContractsVersion } from './remote-build';
import { createRemoteFiles } from './remote-files';
import { createRemoteIntegrity } from './remote-integrity';
import { remoteNeedsProblems } from './remote-needs';
import { shellSharedVersions, unmetNeeds, type SharedNeed } from './shared-needs';
import { isEntryFile } from '../../lib/cache-control';
import type { DeployLockRow, DeployTokenRow, RemoteSwitchRow, RemotesRepository, RemoteVersionRow } from './remotes-repository';

/** Every deploy token starts with it, so a leaked one is recognisable (secret scanners, logs). */
export const DEPLOY_TOKEN_PREFIX = 'usbdt_';
const HISTORY_LIMIT = { default: 100, max: 500 };
const TOKEN_LIMITS = { label: 100, remotes: 10 };
const HOUR_MS = 60 * 60 * 1000;
const PREVIEW_HOURS = { default: 24, min: 1, max: 168 };
const LOCK_LIMITS = { reason: 200, longestMs: 7 * 24 * HOUR_MS };
/** RemoteVersion.reports covers the last day. */
const VERSION_REPORTS_MS = 24 * HOUR_MS;
/** Reports are kept this long (swept hourly by the plugin). */
const REPORTS_KEPT_MS = 7 * 24 * HOUR_MS;

/** Who changes the registry: `by` is written into the versions and the history; `remotes` are the ones it may change. */
export interface RegistryActor {
  by: string;
  remotes: 'all' | readonly string[];
}

/** The command line on the server. */
export const CLI_ACTOR: RegistryActor = { by: 'cli', remotes: 'all' };

export type DeployResult = Omit<RemoteDeployResult, 'elapsedMs'>;

/** How a deploy treats the stored build: `activate: false` only stores it (for a preview or a canary). */
export interface DeployOptions {
  activate?: boolean;
}

export interface ReportsView extends ReportSummary {
  errorRate: number | null;
}

export type RemoteVersionView = RemoteVersionRow & { reports: ReportsView };

export interface CanaryView {
  version: string;
  percent: number;
  startedAt: Date;
  startedBy: string;
  reports: ReportsView;
  errorLimit: number;
  minLoads: number;
}

export interface RemoteModuleView {
  name: string;
  activeVersion: string | null;
  canary: CanaryView | null;
  versions: RemoteVersionView[];
}

export type DeployLockView = DeployLockRow & { active: boolean };

export interface PreviewLinkView {
  url: string;
  expiresAt: Date;
}

const NO_REPORTS: ReportSummary = { loads: 0, failedLoads: 0, messages: [] };

function reportsView(summary: ReportSummary | undefined): ReportsView {
  const { loads, failedLoads, messages } = summary ?? NO_REPORTS;
  return { loads, failedLoads, messages, errorRate: loads > 0 ? failedLoads / loads : null };
}

function lockView(row: DeployLockRow, now: Date): DeployLockView {
  return { ...row, active: row.from.getTime() <= now.getTime() && now.getTime() < row.until.getTime() };
}

function containerOf(name: string): string {
  return isRemoteName(name) ? remoteModules[name].container : name.replace(/-/g, '_');
}

function knownName(name: string, field = 'name'): RemoteName {
  if (!isRemoteName(name)) throw new ApiError('BAD_USER_INPUT', `${name} is no remote of the site (${remoteNames.join(', ')})`, [field]);
  return name;
}

function requireScope(actor: RegistryActor, name: string): void {
  if (actor.remotes !== 'all' && !actor.remotes.includes(name)) throw new ApiError('FORBIDDEN', `this deploy token may not change ${name}`);
}

function adminActor(caller: UserRecord): RegistryActor {
  requireAdmin(caller);
  return { by: caller.userName, remotes: 'all' };
}

export function createRemotesService(options: {
  repository: RemotesRepository;
  reports: RemoteReportsRepository;
  /** The key preview links are signed with (server_secrets, PREVIEW_SECRET_NAME). */
  previewKey: () => Promise<KeyObject>;
  /** When a canary is rolled back by itself; default defaultCanary. */
  canary?: CanaryConfig;
  /** Where an automatic rollback is told. */
  warn?: (facts: object, message: string) => void;
  objects: ObjectStore;
  dataDir: string;
  /** The shell's build folder; its SHELL_SHARED_VERSIONS_FILE is what deployed remotes may ask for. */
  shellDir?: string;
  now: () => Date;
  uploadLimits?: UploadLimits;
}) {
  const { repository, now } = options;
  /** Uploaded builds are unpacked and checked here, on this machine, before they go to the store. */
  const incomingDir = join(options.dataDir, 'remotes', '.incoming');
  const limits = options.uploadLimits ?? uploadLimits;
  const files = createRemoteFiles(options.objects);
  const firstViews = createFirstViews(files);
  const integrity = createRemoteIntegrity((name, version) => repository.fileIntegrity(name, version));
  const canaryLimits = options.canary ?? defaultCanary;
  const previews = createPreviewLinks(options.previewKey);
  const reports = createRemoteReports({
    reports: options.reports,
    registry: repository,
    canary: canaryLimits,
    now,
    warn: options.warn ?? (() => undefined),
  });

  /**
   * LOCKED while an admin's deploy lock holds. Read just before the change, not under the
   * remote's lock: the lock is an admin's intent for a time to come, not a counted limit, so a
   * change that started a moment before it was set may still go through.
   */
  async function requireUnlocked(): Promise<void> {
    const lock = await repository.deployLock();
    if (lock && lockView(lock, now()).active) {
      throw new ApiError('LOCKED', `deploys are locked until ${lock.until.toISOString()}: ${lock.reason}`);
    }
  }

  /** BAD_USER_INPUT (field build) when the site's shell cannot give the build the shared modules it asks for. */
  async function requireSharedNeedsMet(name: RemoteName, needs: SharedNeed[]): Promise<void> {
    const shell = options.shellDir ? await shellSharedVersions(options.shellDir) : null;
    if (!shell) return;
    const unmet = unmetNeeds(needs, shell);
    if (unmet.length > 0) {
      throw new ApiError('BAD_USER_INPUT', `${name} needs ${unmet.join('; ')}: deploy a shell that shares them first, or build against this one`, ['build']);
    }
  }

  /**
   * BAD_USER_INPUT (field build) when the build imports exports the shell's shared modules lack,
   * or holds GraphQL operations the api's schema does not answer (remote-needs.ts).
   */
  async function requireNeedsMet(name: RemoteName, folder: string): Promise<void> {
    const problems = await remoteNeedsProblems({ name, buildDir: folder, shellDir: options.shellDir, schema: apiSchema() });
    if (problems.length > 0) throw new ApiError('BAD_USER_INPUT', problems.join('; '), ['build']);
  }

  async function storeBuild(folder: string, name: RemoteName, actor: RegistryActor, { activate = true }: DeployOptions): Promise<DeployResult> {
    const facts = await inspectBuild(folder, name);
    await requireSharedNeedsMet(name, facts.shared);
    await requireNeedsMet(name, folder);
    const { hash, sizeBytes, files: digests } = await hashFolder(folder);
    const version = `${facts.packageVersion}-${hash.slice(0, 10)}`;
    if ((await repository.activeVersion(name)) === version) return { name, version, changed: false, active: true };
    // Before anything is stored: a refused deploy leaves nothing behind.
    if (activate) await requireUnlocked();
    await files.store(folder, name, version);
    const row = { name, version, contractsVersion: facts.contractsVersion, sizeBytes, files: digests, by: actor.by, at: now() };
    if (!activate) return { name, version, changed: false, active: (await repository.stage(row)).active };
    const outcome = await repository.deploy(row);
    return { name, version, changed: outcome.from !== outcome.to, active: true };
  }

  async function switchTo(actor: RegistryActor, name: string, version: string | null): Promise<string> {
    const remote = knownName(name);
    requireScope(actor, remote);
    if (version) await requireUnlocked();
    const outcome = version
      ? await repository.switchActive(remote, 'ACTIVATE', (versions) => versions.find((row) => row.version === version), actor.by, now())
      : await repository.switchActive(
          remote,
          'ROLLBACK',
          (versions) => {
            // Back to the newest earlier version that has been active: a build only stored
            // (for a preview or a canary) was never live, so it is no known-good state.
            const active = versions.findIndex((row) => row.active);
            return active === -1 ? versions[0] : versions.slice(active + 1).find((row) => row.activatedAt !== null);
          },
          actor.by,
          now(),
        );
    if (!outcome) throw new ApiError('NOT_FOUND', version ? `${remote} has no version ${version}` : `${remote} has no version before the active one`);
    return outcome.to;
  }

  /** The remotes with their versions (each with its last day's reports) and canaries; of one remote, or of every known and stored one. */
  async function moduleViews(only?: string): Promise<RemoteModuleView[]> {
    const at = now();
    const [rows, canaries, lastDay] = await Promise.all([
      repository.list(only),
      repository.canaries(),
      options.reports.since(new Date(at.getTime() - VERSION_REPORTS_MS)),
    ]);
    const names = only ? [only] : [...new Set([...remoteNames, ...rows.map((row) => row.name)])].sort();
    return Promise.all(
      names.map(async (name) => {
        const versions = rows.filter((row) => row.name === name).map((row) => ({ ...row, reports: reportsView(lastDay.get(reportKey(name, row.version))) }));
        const canary = canaries.find((row) => row.name === name);
        const canaryReports = canary ? (await options.reports.since(canary.startedAt, canary)).get(reportKey(name, canary.version)) : undefined;
        return {
          name,
          activeVersion: versions.find((row) => row.active)?.version ?? null,
          canary: canary
            ? {
                version: canary.version,
                percent: canary.percent,
                startedAt: canary.startedAt,
                startedBy: canary.startedBy,
                reports: reportsView(canaryReports),
                ...canaryLimits,
              }
            : null,
          versions,
        };
      }),
    );
  }

  async function moduleView(name: string): Promise<RemoteModuleView> {
    const [view] = await moduleViews(name);
    if (!view) throw new Error(`no view of ${name}`);
    return view;
  }

  /** A /remotes.json entry of one stored version: built from the registry's row and digests, whatever pointed at it. */
  async function entryOf(name: string, version: string, contracts: string | null): Promise<RemoteRegistryEntry> {
    const digests = await integrity.of(name, version);
    // The entry files themselves: a browser checks the decoded bytes, never the brotli copy's.
    const entryDigests = Object.fromEntries([...digests].filter(([path]) => !path.includes('/') && !path.endsWith('.br') && isEntryFile(path)));
    return { entry: `/remotes/${name}/${version}/${MANIFEST}`, version, contracts, integrity: entryDigests };
  }

  /** The stored version a preview token pins and its expiry; null for a token that is forged, expired or names no stored version. */
  async function previewOf(token: string | undefined): Promise<{ row: RemoteVersionRow; expiresAt: Date } | null> {
    if (!token) return null;
    const claim = await previews.verify(token, now());
    const row = claim && isRemoteName(claim.name) ? await repository.version(claim.name, claim.version) : null;
    return claim && row ? { row, expiresAt: claim.expiresAt } : null;
  }

  async function createPreviewLink(actor: RegistryActor, name: string, version: string, hours: number | null | undefined): Promise<PreviewLinkView> {
    const remote = knownName(name);
    requireScope(actor, remote);
    const check = new InputCheck();
    const validHours = check.integer('hours', hours, { min: PREVIEW_HOURS.min, max: PREVIEW_HOURS.max }) ?? PREVIEW_HOURS.default;
    check.done();
    if (!(await repository.version(remote, version))) throw new ApiError('NOT_FOUND', `${remote} has no version ${version}`);
    const expiresAt = new Date(now().getTime() + validHours * HOUR_MS);
    const token = await previews.sign({ name: remote, version, expiresAt });
    return { url: `/?${PREVIEW_PARAM}=${token}`, expiresAt };
  }

  /** The newest built version folder (one holding a manifest) under <remote>/dist, if any. */
  async function newestBuild(distDir: string): Promise<string | null> {
    if (!existsSync(distDir)) return null;
    const builds: { path: string; modified: number }[] = [];
    for (const entry of await readdir(distDir, { withFileTypes: true })) {
      const path = join(distDir, entry.name);
      if (entry.isDirectory() && existsSync(join(path, MANIFEST))) builds.push({ path, modified: (await stat(join(path, MANIFEST))).mtimeMs });
    }
    builds.sort((a, b) => b.modified - a.modified);
    return builds[0]?.path ?? null;
  }

  return {
    incomingDir,
    limits,
    files,

    /** The actor of an admin session; FORBIDDEN for anyone else. */
    adminActor,

    /** The actor of an `Authorization: Bearer <deploy token>` header, its last use recorded; UNAUTHENTICATED for a malformed, unknown or revoked token. */
    async tokenActor(authorization: string): Promise<RegistryActor> {
      const [scheme, token, ...rest] = authorization.trim().split(/\s+/);
      if (scheme !== DEPLOY_TOKEN_SCHEME || !token?.startsWith(DEPLOY_TOKEN_PREFIX) || rest.length > 0) {
        throw new ApiError('UNAUTHENTICATED', `Authorization must be '${DEPLOY_TOKEN_SCHEME} ${DEPLOY_TOKEN_PREFIX}...'`);
      }
      const row = await repository.useToken(sha256(token), now());
      if (!row) throw new ApiError('UNAUTHENTICATED', 'unknown or revoked deploy token');
      return { by: `token:${row.label}`, remotes: row.remotes };
    },

    /** Deploys a build folder on this machine (the CLI). */
    deploy(name: string, folder: string, actor: RegistryActor = CLI_ACTOR, deployOptions: DeployOptions = {}): Promise<DeployResult> {
      const remote = knownName(name);
      requireScope(actor, remote);
      return storeBuild(folder, remote, actor, deployOptions);
    },

    /** Receives an uploaded gzip tar of a build and deploys it; a refused upload leaves nothing behind and the active version as it was. */
    async deployUpload(actor: RegistryActor, name: string, body: Readable, deployOptions: DeployOptions = {}): Promise<RemoteDeployResult> {
      const started = performance.now();
      const remote = knownName(name);
      requireScope(actor, remote);
      const staging = join(incomingDir, randomBytes(12).toString('hex'));
      try {
        await receiveBuild(body, staging, limits);
        const result = await storeBuild(staging, remote, actor, deployOptions);
        return { ...result, elapsedMs: Math.round(performance.now() - started) };
      } finally {
        // After a refusal the unpacker may still be finishing a file it had started: retry until the folder is gone.
        await rm(staging, { recursive: true, force: true, maxRetries: 20, retryDelay: 25 });
      }
    },

    /** Activates the given stored version, or (version null) the one stored before the active one; answers the version now active. */
    activate: (actor: RegistryActor, name: string, version: string): Promise<string> => switchTo(actor, name, version),
    rollback: (actor: RegistryActor, name: string): Promise<string> => switchTo(actor, name, null),

    /** Stored versions of one remote, or of every remote the actor may change. */
    async list(actor: RegistryActor, name?: string): Promise<RemoteVersionRow[]> {
      if (name !== undefined) {
        requireScope(actor, knownName(name));
        return repository.list(name);
      }
      const rows = await repository.list();
      return actor.remotes === 'all' ? rows : rows.filter((row) => actor.remotes.includes(row.name));
    },

    /**
     * Deploys the newest <workspace>/remote-*\/dist/<version> build of each remote unless it is
     * already active (so `npm start` on an unchanged build works during a deploy lock).
     */
    async deployLocal(workspaceDir: string): Promise<DeployResult[]> {
      const results: DeployResult[] = [];
      for (const name of remoteNames) {
        const build = await newestBuild(join(workspaceDir, name, 'dist'));
        if (build) results.push(await storeBuild(build, name, CLI_ACTOR, {}));
      }
      return results;
    },

    /**
     * Fills the contracts version and size of versions stored before the registry recorded
     * them, from their folders: without it the shell would refuse every remote of a site
     * upgraded in place (an unknown contracts version is not compatible).
     */
    async completeStoredVersions(): Promise<number> {
      const rows = await repository.incomplete();
      for (const row of rows) {
        const sizeBytes = await files.size(row.name, row.version);
        if (sizeBytes === null) continue;
        const contractsVersion = row.contractsVersion ?? manifestContractsVersion(await files.readText(row.name, row.version, MANIFEST));
        await repository.complete(row.name, row.version, { contractsVersion, sizeBytes });
      }
      return rows.length;
    },

    /**
     * Records the digests of versions stored before the registry recorded them, read from the
     * store as it is at the upgrade: without them their files would not be served.
     */
    async recordStoredDigests(): Promise<number> {
      const rows = await repository.withoutFiles();
      for (const row of rows) await repository.recordFiles(row.name, row.version, await files.digests(row.name, row.version));
      return rows.length;
    },

    /** The SRI digest of each file of a version, by path (remote-integrity.ts keeps them per process). */
    fileIntegrity: (name: string, version: string): Promise<Map<string, string>> => integrity.of(name, version),

    /**
     * The body of /remotes.json: container name -> the active version's manifest URL, version,
     * contracts version and the SRI digests of its entry files (the manifest and remoteEntry*.js),
     * which the shell loads them with, and the remote's canary alike with its share. A valid
     * preview token replaces its remote's entry by the version it pins (without the canary).
     */
    async manifestDocument(previewToken?: string): Promise<RemoteRegistryDocument> {
      const [active, canaries, preview] = await Promise.all([repository.active(), repository.canaries(), previewOf(previewToken)]);
      const entries = await Promise.all(
        active.map(async (row) => {
          const entry = await entryOf(row.name, row.version, row.contractsVersion);
          const canary = canaries.find((candidate) => candidate.name === row.name);
          if (canary) entry.canary = { ...(await entryOf(canary.name, canary.version, canary.contractsVersion)), percent: canary.percent };
          return [containerOf(row.name), entry] as const;
        }),
      );
      const document: RemoteRegistryDocument = Object.fromEntries(entries);
      if (preview) {
        const { row, expiresAt } = preview;
        document[containerOf(row.name)] = { ...(await entryOf(row.name, row.version, row.contractsVersion)), previewExpiresAt: expiresAt.toISOString() };
      }
      return document;
    },

    /** Records a batch of the shell's reports (body unchecked: BAD_USER_INPUT when it is no RemoteReportBatch) and rolls back a failing canary. */
    recordReports: (body: unknown): Promise<void> => reports.record(body),

    /** Forgets reports older than REPORTS_KEPT_MS. */
    sweepReports: (): Promise<void> => options.reports.sweep(new Date(now().getTime() - REPORTS_KEPT_MS)),

    /** A preview link of a stored version for a deploy token or an admin session (REST). */
    createPreviewLink,

    /** The first view of a page (docs/first-views.md): from the active version of the remote mounted at the path, if it has one. */
    async firstViewAt(pathname: string): Promise<FirstView | undefined> {
      const name = remoteMountedAt(pathname);
      const active = name ? await repository.activeVersion(name) : null;
      return name && active ? firstViews.viewOf(name, active, pathname) : undefined;
    },

    // The admin interface (GraphQL).

    /** Every known remote (and any other stored one) with its versions and canary. */
    modules(caller: UserRecord): Promise<RemoteModuleView[]> {
      requireAdmin(caller);
      return moduleViews();
    },

    async activateAsAdmin(caller: UserRecord, name: string, version: string): Promise<RemoteModuleView> {
      await switchTo(adminActor(caller), name, version);
      return moduleView(name);
    },

    async rollbackAsAdmin(caller: UserRecord, name: string): Promise<RemoteModuleView> {
      await switchTo(adminActor(caller), name, null);
      return moduleView(name);
    },

    /** Gives a stored version to `percent` (1-99) of the browsers, or makes it the active one at 100. */
    async setCanary(caller: UserRecord, name: string, version: string, percent: number): Promise<RemoteModuleView> {
      const actor = adminActor(caller);
      const remote = knownName(name);
      const check = new InputCheck();
      check.integer('percent', percent, { required: true, min: 1, max: 100 });
      check.done();
      await requireUnlocked();
      const outcome = await repository.setCanary(remote, version, percent, actor.by, now());
      if (outcome === 'UNKNOWN_VERSION') throw new ApiError('NOT_FOUND', `${remote} has no version ${version}`);
      if (outcome === 'ACTIVE_VERSION') throw new ApiError('BAD_USER_INPUT', `${version} is the active version of ${remote}`, ['version']);
      if (outcome === 'NO_ACTIVE_VERSION') throw new ApiError('BAD_USER_INPUT', `${remote} has no active version for a canary to stand beside`, ['name']);
      return moduleView(remote);
    },

    async stopCanary(caller: UserRecord, name: string): Promise<RemoteModuleView> {
      const actor = adminActor(caller);
      const remote = knownName(name);
      if (!(await repository.stopCanary(remote, actor.by, now()))) throw new ApiError('NOT_FOUND', `${remote} has no canary`);
      return moduleView(remote);
    },

    createPreviewLinkAsAdmin: (caller: UserRecord, name: string, version: string, hours: number | null): Promise<PreviewLinkView> =>
      createPreviewLink(adminActor(caller), name, version, hours),

    async deployLock(caller: UserRecord): Promise<DeployLockView | null> {
      requireAdmin(caller);
      const row = await repository.deployLock();
      return row && lockView(row, now());
    },

    /** Sets the deploy lock (replacing one set before): from before until, until in the future, at most 7 days; reason 1-200 characters. */
    async setDeployLock(caller: UserRecord, from: Date, until: Date, reason: string): Promise<DeployLockView> {
      const actor = adminActor(caller);
      const at = now();
      const check = new InputCheck();
      const cleanReason = check.text('reason', reason, { required: true, max: LOCK_LIMITS.reason });
      const span = until.getTime() - from.getTime();
      if (span <= 0 || span > LOCK_LIMITS.longestMs || until.getTime() <= at.getTime()) check.fail('until');
      check.done();
      return lockView(await repository.setDeployLock({ from, until, reason: cleanReason, setBy: actor.by, setAt: at }), at);
    },

    clearDeployLock(caller: UserRecord): Promise<boolean> {
      requireAdmin(caller);
      return repository.clearDeployLock();
    },

    history(caller: UserRecord, name: string | null, limit: number | null): Promise<RemoteSwitchRow[]> {
      requireAdmin(caller);
      const check = new InputCheck();
      const count = check.integer('limit', limit, { min: 1, max: HISTORY_LIMIT.max }) ?? HISTORY_LIMIT.default;
      if (name !== null && !isRemoteName(name)) check.fail('name');
      check.done();
      return repository.history(name, count);
    },

    tokens(caller: UserRecord): Promise<DeployTokenRow[]> {
      requireAdmin(caller);
      return repository.tokens();
    },

    /** A new deploy token; the secret is in this answer only (the database keeps its sha256). */
    async createToken(caller: UserRecord, label: string, remotes: string[]): Promise<{ token: string; row: DeployTokenRow }> {
      const actor = adminActor(caller);
      const check = new InputCheck();
      const cleanLabel = check.text('label', label, { required: true, max: TOKEN_LIMITS.label });
      const names = [...new Set(remotes)];
      if (names.length === 0 || names.length > TOKEN_LIMITS.remotes || !names.every(isRemoteName)) check.fail('remotes');
      check.done();
      const token = `${DEPLOY_TOKEN_PREFIX}${randomSecret(256)}`;
      const row = await repository.createToken({ label: cleanLabel, remotes: names.sort(), tokenHash: sha256(token), createdBy: actor.by, createdAt: now() });
      return { token, row };
    },

    async revokeToken(caller: UserRecord, id: number): Promise<DeployTokenRow> {
      requireAdmin(caller);
      const row = await repository.revokeToken(id, now());
      if (!row) throw new ApiError('NOT_FOUND', 'no such deploy token');
      return row;
    },
  };
}

export type RemotesService = ReturnType<typeof createRemotesService>;
