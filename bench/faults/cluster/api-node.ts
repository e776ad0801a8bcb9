/**
 * One api node of the cluster test: the built server (`node dist/server.js`, as `npm start`
 * runs it; `npm test` builds first) as a real process with WORKERS=1 on its own loopback
 * address, reaching PostgreSQL through the URL it is given (its fault proxy). It can be killed
 * hard (`kill -9`), stopped as an orchestrator does (SIGTERM) and started again on the same
 * address and port, so HAProxy's server line stays valid. Its output is kept (the last lines)
 * for the test's failure messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { API_DIR } from '../../api/api-package';

/** What HAProxy checks and what the test waits for before a node counts as started. */
export const READY_PATH = '/api/ready';

const SERVER = join(API_DIR, 'dist', 'server.js');
const KEPT_LINES = 40;
const START_TIMEOUT_MS = 30_000;

export interface NodeSettings {
  name: string;
  host: string;
  port: number;
  databaseUrl: string;
  dataDir: string;
  /** Further environment (e.g. the bucket's settings). */
  env?: Record<string, string>;
}

export class ApiNode {
  private child: ChildProcess | null = null;
  private readonly lines: string[] = [];

  constructor(readonly settings: NodeSettings) {
    if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: build the api first (npm run build -w @usb/api)`);
  }

  get name(): string {
    return this.settings.name;
  }

  get url(): string {
    return `http://${this.settings.host}:${this.settings.port}`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and resolves once it answers READY_PATH with 200. */
  async start(): Promise<void> {
    if (this.running) throw new Error(`${this.name} already runs`);
    const { host, port, databaseUrl, dataDir, env } = this.settings;
    const child = spawn(process.execPath, ['--v8-pool-size=1', SERVER], {
      env: {
        PATH: process.env.PATH ?? '',
        HOST: host,
        PORT: String(port),
        WORKERS: '1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'http://127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (text: string) => this.keep(text));
    }
    await this.waitReady(START_TIMEOUT_MS);
  }

  /** Resolves once READY_PATH answers 200; fails after timeoutMs or when the process exits. */
  async waitReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited while starting:\n${this.output()}`);
      if (await this.ready()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs} ms:\n${this.output()}`);
  }

  /** Whether READY_PATH answers 200 within a second. */
  async ready(): Promise<boolean> {
    try {
      const answer = await fetch(`${this.url}${READY_PATH}`, { signal: AbortSignal.timeout(1000) });
      await answer.arrayBuffer();
      return answer.status === 200;
    } catch {
      return false;
    }
  }

  /** Sends the signal and resolves when the process is gone. */
  async stop(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (child === null || !this.running) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }

  /** The last lines the process wrote. */
  output(): string {
    return this.lines.join('');
  }

  private keep(text: string): void {
    this.lines.push(text);
    if (this.lines.length > KEPT_LINES) this.lines.shift();
  }
}
