/**
 * A started site for a test: the app built with a test config over fresh storage, listening
 * on a free port, with the ADMIN bootstrapped and logged in, and on request a battle and a
 * mail catcher. `useSite` does it for a whole describe block, so a test file starts with
 * what it tests.
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { defaultRateLimit, type AppConfig } from '../../src/config';
import { login } from './accounts';
import { ApiClient } from './api-client';
import { createBattle } from './battles';
import { startMailCatcher, type MailCatcher } from './smtp';
import { createStorage, type Engine, type Store, type TestStorage } from './storage';

/** The administrator every started site bootstraps. */
export const ADMIN = { userName: 'chefen', password: 'admin-adgang' };

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

export function testConfig(storage: TestStorage, clock: TestClock, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://usb.test',
    dataDir: storage.dataDir,
    bucket: storage.bucket,
    databaseUrl: storage.databaseUrl,
    mailFrom: 'USB <noreply@usb.test>',
    adminUserName: 'admin',
    seedDemo: false,
    trustProxy: false,
    shellDir: join(storage.dataDir, 'no-shell'),
    workspaceDir: join(storage.dataDir, 'no-workspace'),
    // argon2id still, at a cost that keeps the suite fast.
    argon: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    // The real login limits; a test file signs up, orders and reports far more from its one address than a real one would.
    rateLimit: {
      ...defaultRateLimit,
      signup: { max: 10_000, windowMs: defaultRateLimit.signup.windowMs },
      remoteReport: { max: 10_000, windowMs: defaultRateLimit.remoteReport.windowMs },
    },
    logLevel: 'silent',
    now: clock.now,
    ...overrides,
  };
}

export interface TestSite {
  app: FastifyInstance;
  url: string;
  client: ApiClient;
  config: AppConfig;
  close(): Promise<void>;
}

/** Starts the app on a free port over the configured storage (which the caller disposes). */
export async function startApp(config: AppConfig): Promise<TestSite> {
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return { app, url, client: new ApiClient(url), config, close: () => app.close() };
}

export interface SiteOptions {
  /** Create a battle of this name (as the admin, registration open now); its id is `battleID`. */
  battle?: string;
  /** Send mails to a real SMTP listener, `mail`. */
  mail?: boolean;
  config?: Partial<AppConfig>;
  /** Where media and remote versions go (default the folder). */
  store?: Store;
}

export interface Site extends TestSite {
  clock: TestClock;
  storage: TestStorage;
  adminToken: string;
}

export type StartedSite<O extends SiteOptions> = Site &
  (O extends { battle: string } ? { battleID: string } : unknown) &
  (O extends { mail: true } ? { mail: MailCatcher } : unknown);

/** Fresh storage, the app on it with the ADMIN logged in, what the options ask for, and one close for all. */
export async function startSite<const O extends SiteOptions>(engine: Engine, options: O = {} as O): Promise<StartedSite<O>> {
  const mail = options.mail ? await startMailCatcher() : null;
  const storage = await createStorage(engine, options.store);
  const clock = new TestClock();
  const overrides = { adminUserName: ADMIN.userName, adminPassword: ADMIN.password, ...(mail ? { smtpUrl: mail.url } : {}), ...options.config };
  const started = await startApp(testConfig(storage, clock, overrides));
  const site: Site = {
    ...started,
    clock,
    storage,
    adminToken: await login(started.client, ADMIN.userName, ADMIN.password),
    async close() {
      await started.close();
      await storage.dispose();
      await mail?.close();
    },
  };
  const battleID = options.battle ? await createBattle(site, site.adminToken, options.battle) : undefined;
  return { ...site, ...(battleID ? { battleID } : {}), ...(mail ? { mail } : {}) } as StartedSite<O>;
}

/**
 * A site for the surrounding describe block: started before its tests, closed after them.
 * The object is filled in when the block starts, so use it inside tests and hooks.
 */
export function useSite<const O extends SiteOptions>(engine: Engine, options: O = {} as O): StartedSite<O> {
  const site = {} as StartedSite<O>;
  beforeAll(async () => {
    Object.assign(site, await startSite(engine, options));
  });
  afterAll(async () => {
    await (site as Partial<Site>).close?.();
  });
  return site;
}
