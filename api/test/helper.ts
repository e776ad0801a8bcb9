/**
 * Builds the app for a test over real HTTP, on either engine: PGlite in a fresh temp
 * DATA_DIR, or a fresh database on the PostgreSQL at 127.0.0.1:5432 (dropped at close),
 * so test files running in parallel never share data. The clock can be moved to test expiry.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { defaultRateLimit, type AppConfig } from '../src/config';

export type Engine = 'pglite' | 'postgres';
export const engines: Engine[] = ['pglite', 'postgres'];

const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

export const TEST_PASSWORD = 'hemmelig1';

/** A test clock: real time plus an offset the test moves forward. */
export class TestClock {
  private offsetMs = 0;
  private frozenAt: number | null = null;
  readonly now = (): Date => new Date((this.frozenAt ?? Date.now()) + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /** Stops real time passing, for tests of exact instants (a window's edges); advance still moves it. */
  freeze(): void {
    this.frozenAt ??= Date.now();
  }
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A place for one test's data: a temp DATA_DIR and, for postgres, a fresh database. */
export interface TestStorage {
  engine: Engine;
  dataDir: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
}

export async function createStorage(engine: Engine): Promise<TestStorage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'usb-api-test-'));
  if (engine === 'pglite') {
    // A copy of the empty database that test/global-setup.js made saves initdb per test.
    const template = process.env.USB_TEST_PGLITE_TEMPLATE;
    if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
    return { engine, dataDir, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `usb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  return {
    engine,
    dataDir,
    databaseUrl: `postgres://postgres@127.0.0.1:5432/${name}`,
    async dispose() {
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testConfig(storage: TestStorage, clock: TestClock, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    publicUrl: 'http://usb.test',
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    mailFrom: 'USB <noreply@usb.test>',
    adminUserName: 'admin',
    seedDemo: false,
    trustProxy: false,
    shellDir: join(storage.dataDir, 'no-shell'),
    workspaceDir: join(storage.dataDir, 'no-workspace'),
    // argon2id still, at a cost that keeps the suite fast.
    argon: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    rateLimit: defaultRateLimit,
    logLevel: 'silent',
    now: clock.now,
    ...overrides,
  };
}

export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like caller: it holds the XSRF cookie it was given and echoes it, as the shell does. */
export class ApiClient {
  private xsrf: string | null = null;

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string | null; headers?: Record<string, string>; xsrf?: boolean } = {},
  ): Promise<HttpAnswer<T>> {
    if (this.xsrf === null && options.xsrf !== false && method !== 'GET') {
      await this.request('GET', '/api/health');
    }
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['x-auth-token'] = options.token;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.xsrf && options.xsrf !== false) {
      headers.cookie = `XSRF-TOKEN=${this.xsrf}`;
      headers['x-xsrf-token'] = this.xsrf;
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
    if (cookie?.[1] && this.xsrf === null) this.xsrf = cookie[1];
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a static file): keep the text.
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }

  get = <T = unknown>(path: string, token?: string | null) => this.request<T>('GET', path, { token });
  post = <T = unknown>(path: string, body?: unknown, token?: string | null) => this.request<T>('POST', path, { body, token });

  /** A GraphQL call; answers `{ data, errors }`. */
  async graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string | null) {
    const answer = await this.post<{ data: T | null; errors?: { message: string; extensions?: { code?: string; fields?: string[] } }[] }>(
      '/graphql',
      { query, variables },
      token,
    );
    return answer.body;
  }
}

export interface TestSite {
  app: FastifyInstance;
  url: string;
  client: ApiClient;
  config: AppConfig;
  close(): Promise<void>;
}

/** Starts the app on a free port over the storage (which the caller disposes). */
export async function startApp(config: AppConfig): Promise<TestSite> {
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return { app, url, client: new ApiClient(url), config, close: () => app.close() };
}

/** The usual setup: fresh storage, the app on it, and one close for both. */
export async function startSite(engine: Engine, overrides: Partial<AppConfig> = {}, clock = new TestClock()) {
  const storage = await createStorage(engine);
  const site = await startApp(testConfig(storage, clock, overrides));
  return {
    ...site,
    clock,
    storage,
    async close() {
      await site.close();
      await storage.dispose();
    },
  };
}

let counter = 0;

/** A valid sign-up with unique user name and e-mail. */
export function newSignup(prefix = 'spejder') {
  counter += 1;
  const suffix = `${counter}${randomBytes(3).toString('hex')}`;
  return {
    contactInfo: { firstName: 'Anne', lastName: 'Hansen', email: `${prefix}${suffix}@example.dk`, mobile: '12345678' },
    loginInfo: { userName: `${prefix}${suffix}`, password: TEST_PASSWORD },
  };
}

export interface SessionBody {
  token: string;
  user: { id: string; activated: boolean; roles: { id: number }[]; loginInfo: { userName: string }; contactInfo: { email: string } };
}

/** Signs a new user up and returns the session answer. */
export async function signup(client: ApiClient, prefix?: string): Promise<SessionBody & { password: string }> {
  const answer = await client.post<SessionBody>('/api/user/signup', newSignup(prefix));
  if (answer.status !== 200) throw new Error(`signup failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { ...answer.body, password: TEST_PASSWORD };
}
