/**
 * The memory of a fresh embedded-database site: the built server (`node dist/server.js`, as
 * `npm start` runs it) started with the defaults on an empty DATA_DIR, so it makes its PGlite
 * database (initdb), migrates and writes the demo data, then serves. Once it listens, its RSS
 * (and peak RSS) is read from /proc; then it starts once more on the same folder (a restart),
 * and is read again. Goal: at most 250 MB.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_DIR } from './api-package';
import { SERVE_NODE_OPTIONS } from './serve-command';

const SERVER = join(API_DIR, 'dist', 'server.js');
const START_TIMEOUT_MS = 240_000;
/** Lets start-up's last allocations settle before reading. */
const SETTLE_MS = 2_000;
export const FRESH_SITE_RSS_GOAL_MB = 250;

export interface SiteMemory {
  startSeconds: number;
  rssMb: number;
  peakRssMb: number;
}

export interface FreshSiteResult {
  fresh: SiteMemory;
  restart: SiteMemory;
  goalMb: number;
}

function statusKb(pid: number, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0);
}

function startAndMeasure(dataDir: string): Promise<SiteMemory> {
  const started = performance.now();
  const server = spawn(process.execPath, [...SERVE_NODE_OPTIONS, SERVER], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: '', WORKERS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      reject(new Error(`the fresh site did not listen within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    server.once('exit', (code) => reject(new Error(`the site exited with ${code} before it listened`)));
    let output = '';
    server.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (output.includes('Server listening')) return;
      output += chunk;
      if (!output.includes('Server listening')) return;
      const startSeconds = (performance.now() - started) / 1000;
      setTimeout(() => {
        const pid = server.pid ?? 0;
        const memory = { startSeconds, rssMb: statusKb(pid, 'VmRSS') / 1024, peakRssMb: statusKb(pid, 'VmHWM') / 1024 };
        clearTimeout(timer);
        server.removeAllListeners('exit');
        server.once('exit', () => resolve(memory));
        server.kill('SIGTERM');
      }, SETTLE_MS);
    });
  });
}

export async function measureFreshSite(): Promise<FreshSiteResult> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: build the api first (npx turbo run build --filter=@usb/api)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'usb-fresh-site-'));
  try {
    const fresh = await startAndMeasure(dataDir);
    const restart = await startAndMeasure(dataDir);
    return { fresh, restart, goalMb: FRESH_SITE_RSS_GOAL_MB };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
