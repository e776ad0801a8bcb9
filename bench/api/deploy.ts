/**
 * The deploy bench (`npm run bench:deploy -w @usb/bench`).
 *
 * Why: a team deploys its remote from CI, and ops roll back from the browser, while the site
 * serves: the switch must be quick and no page load may fail.
 *
 * How: per engine (PGlite, and a fresh PostgreSQL database) the site runs in its own process
 * (deploy-site.ts). An older build of remote-staff (its real build from remote-staff/dist with
 * one byte changed) is deployed first. Then, while page loads (GET /, /remotes.json, the
 * active remote_staff manifest and its remoteEntry.js) and GraphQL calls run in a closed loop,
 * the real build is deployed through the CLI as a client (a new process with --url and a
 * deploy token), timed from the CLI's start until /remotes.json names the new version (goal
 * <= 10 s), and rolled back through the REST interface, timed until /remotes.json names the
 * old version again (goal <= 1 s). Any failed load request fails the run. Results:
 * bench-results/deploy.json and docs/benchmarks.md.
 */
import { spawn, fork } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync, appendFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { remoteSwitchPath, type RemoteRegistryDocument } from '@usb/schema/rest';
import { ApiClient } from '@usb/api/test/support/api-client';
import { createStorage, engines, type Engine } from '@usb/api/test/support/storage';
import { API_DIR } from './api-package';
import { BENCH_ADMIN, type DeploySiteLaunch } from './deploy-site';

const RESULT_FILE = join(__dirname, '..', '..', 'bench-results', 'deploy.json');
const REMOTE_DIST = join(__dirname, '..', '..', 'remote-staff', 'dist');
/** The built CLI, as CI runs it (scripts/bench.sh builds first); from source through tsx when there is no build. */
const BUILT_CLI = join(API_DIR, 'dist', 'cli.js');
const CLI = existsSync(BUILT_CLI) ? [BUILT_CLI] : [...process.execArgv, join(API_DIR, 'src', 'cli.ts')];
const GOALS = { deployMs: 10_000, rollbackMs: 1_000 };
const LOAD_LOOPS = 8;
const SETTLE_MS = 1_000;
const POLL_MS = 10;
const CREATE_TOKEN = 'mutation { remotes { createDeployToken(label: "Bench", remotes: ["remote-staff"]) { token } } }';
const GRAPHQL_CALL = '{ battles { getNextBattle { id name } } }';

interface LoadReport {
  requests: number;
  failures: number;
  firstFailures: string[];
}

interface EngineReport {
  engine: Engine;
  buildBytes: number;
  deployMs: number;
  cliDeployMs: number;
  rollbackMs: number;
  load: LoadReport;
}

/** The newest real build of remote-staff (dist/<version>/ with a manifest). */
function realBuild(): string {
  if (!existsSync(REMOTE_DIST)) throw new Error('no remote-staff build: run npx turbo run build --filter=@usb/remote-staff... first');
  const builds = readdirSync(REMOTE_DIST)
    .map((name) => join(REMOTE_DIST, name))
    .filter((path) => existsSync(join(path, 'mf-manifest.json')))
    .sort((a, b) => statSync(join(b, 'mf-manifest.json')).mtimeMs - statSync(join(a, 'mf-manifest.json')).mtimeMs);
  if (!builds[0]) throw new Error(`no build with mf-manifest.json under ${REMOTE_DIST}`);
  return builds[0];
}

function folderBytes(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

function startSite(launch: DeploySiteLaunch): Promise<{ url: string; stop(): Promise<void> }> {
  const child = fork(join(__dirname, 'deploy-site.ts'), [JSON.stringify(launch)], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the site exited with ${code}`)));
    child.once('message', (message: { url: string }) =>
      resolve({
        url: message.url,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.disconnect();
          }),
      }),
    );
  });
}

/** Runs the CLI in its own process, as a team's CI would; answers its output. */
function runCli(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CLI, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(`usb-api ${args[0]} exited with ${code}: ${output}`))));
  });
}

async function activeVersion(url: string): Promise<string | undefined> {
  const registry = (await (await fetch(`${url}/remotes.json`)).json()) as RemoteRegistryDocument;
  return registry.remote_staff?.version;
}

async function waitForVersion(url: string, version: string): Promise<void> {
  while ((await activeVersion(url)) !== version) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}

/** Page loads and GraphQL calls in LOAD_LOOPS closed loops until stopped; every non-2xx answer or network error is a failure. */
function startLoad(url: string): { stop(): Promise<LoadReport> } {
  const report: LoadReport = { requests: 0, failures: 0, firstFailures: [] };
  let running = true;
  const check = async (what: string, request: () => Promise<Response>): Promise<Response | null> => {
    report.requests += 1;
    try {
      const response = await request();
      if (response.ok) return response;
      await response.arrayBuffer();
      throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      report.failures += 1;
      if (report.firstFailures.length < 10) report.firstFailures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  const loop = async (): Promise<void> => {
    const client = new ApiClient(url);
    while (running) {
      await check('GET /', async () => {
        const response = await fetch(`${url}/`);
        await response.arrayBuffer();
        return response;
      });
      const registry = await check('GET /remotes.json', () => fetch(`${url}/remotes.json`));
      const entry = registry ? ((await registry.json()) as RemoteRegistryDocument).remote_staff?.entry : undefined;
      if (entry) {
        const manifest = await check(`GET ${entry}`, () => fetch(`${url}${entry}`));
        const remoteEntry = manifest ? `${entry.slice(0, entry.lastIndexOf('/'))}/remoteEntry.js` : null;
        if (manifest) await manifest.arrayBuffer();
        if (remoteEntry) {
          const script = await check(`GET ${remoteEntry}`, () => fetch(`${url}${remoteEntry}`));
          if (script) await script.arrayBuffer();
        }
      }
      report.requests += 1;
      const answer = await client.graphql(GRAPHQL_CALL).catch((error: unknown) => ({ errors: [{ message: String(error) }] }));
      if (answer.errors) {
        report.failures += 1;
        if (report.firstFailures.length < 10) report.firstFailures.push(`graphql: ${JSON.stringify(answer.errors)}`);
      }
    }
  };
  const loops = Array.from({ length: LOAD_LOOPS }, () => loop());
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return report;
    },
  };
}

async function benchEngine(engine: Engine, build: string, oldBuild: string): Promise<EngineReport> {
  const storage = await createStorage(engine);
  const site = await startSite({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  try {
    const admin = new ApiClient(site.url);
    const login = await admin.post<{ token: string }>('/api/auth', { identifier: BENCH_ADMIN.userName, password: BENCH_ADMIN.password });
    const created = await admin.graphql<{ remotes: { createDeployToken: { token: string } } }>(CREATE_TOKEN, {}, login.body.token);
    const token = created.data?.remotes.createDeployToken.token;
    if (!token) throw new Error(`no deploy token: ${JSON.stringify(created.errors)}`);
    const cliAuth = ['--url', site.url, '--token', token];

    const oldVersion = (await runCli(['deploy', 'remote-staff', oldBuild, ...cliAuth])).split(' ')[1] ?? '';
    const load = startLoad(site.url);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    const deployStarted = performance.now();
    const printed = await runCli(['deploy', 'remote-staff', build, ...cliAuth]);
    const cliDeployMs = performance.now() - deployStarted;
    const newVersion = printed.split(' ')[1] ?? '';
    await waitForVersion(site.url, newVersion);
    const deployMs = performance.now() - deployStarted;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    const rollbackStarted = performance.now();
    const rollback = await fetch(`${site.url}${remoteSwitchPath('remote-staff', 'rollback')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!rollback.ok) throw new Error(`rollback answered ${rollback.status}: ${await rollback.text()}`);
    await waitForVersion(site.url, oldVersion);
    const rollbackMs = performance.now() - rollbackStarted;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    return { engine, buildBytes: folderBytes(build), deployMs, cliDeployMs, rollbackMs, load: await load.stop() };
  } finally {
    await site.stop();
    await storage.dispose();
  }
}

async function main(): Promise<void> {
  const build = realBuild();
  // The "old" version: the same build with one byte more, so its content hash (and version) differs.
  const scratch = mkdtempSync(join(tmpdir(), 'usb-deploy-bench-'));
  const oldBuild = join(scratch, 'old');
  cpSync(build, oldBuild, { recursive: true });
  appendFileSync(join(oldBuild, 'remoteEntry.js'), '\n');
  // Its brotli copy is of the file as it was; the registry refuses a stale copy.
  rmSync(join(oldBuild, 'remoteEntry.js.br'), { force: true });
  const reports: EngineReport[] = [];
  try {
    for (const engine of engines) {
      const report = await benchEngine(engine, build, oldBuild);
      reports.push(report);
      console.log(
        `${engine}: deploy ${Math.round(report.deployMs)} ms (CLI ${Math.round(report.cliDeployMs)} ms), rollback ${Math.round(report.rollbackMs)} ms, ` +
          `${report.load.requests} load requests, ${report.load.failures} failed`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const failed = reports.filter((report) => report.deployMs > GOALS.deployMs || report.rollbackMs > GOALS.rollbackMs || report.load.failures > 0);
  mkdirSync(dirname(RESULT_FILE), { recursive: true });
  writeFileSync(
    RESULT_FILE,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), cpus: cpus().length, build, cli: CLI.at(-1), goals: GOALS, loadLoops: LOAD_LOOPS, engines: reports, passed: failed.length === 0 }, null, 2)}\n`,
  );
  console.log(`written ${RESULT_FILE}`);
  if (failed.length > 0) {
    console.error(`goal missed on ${failed.map((report) => report.engine).join(', ')}: ${JSON.stringify(failed.map((report) => report.load.firstFailures))}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
