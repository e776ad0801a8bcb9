/**
 * The live channel bench (`npm run bench:live -w @usb/bench`).
 *
 * Why: on the evening the staff send an announcement to every open page of thousands of patrols
 * and must know when it has arrived; and when an api process restarts, its pages all reconnect
 * at once.
 *
 * How: per engine (PGlite, and a fresh PostgreSQL database) the api is forked as the site runs
 * (launch-api.ts) with a 3,000-patrol evening (seed-event-night.ts). This process
 * opens one live stream (GET /api/live) per patrol, each on a connection of its own, then:
 * - announcement: the admin sends one announcement to all patrols; reported are the times from
 *   the send until 50 %, 99 % and 100 % of the pages have it;
 * - the night's load: all 3,000 patrols at the event-night pace (open-task polls and autosaves,
 *   the event-night bench's open loop, 30 s warm-up and 30 s measured), once unreported (the
 *   first saves and cold caches), once before the streams open and once with every patrol's
 *   stream open; reported are p50 and p99 of the last two;
 * - reconnect storm: every stream is cut at once and each page reconnects after the wait the
 *   page's own code takes (@usb/contracts/live: the last `retry:` the server sent it, which
 *   grows with the node's open streams, times 0.5-1.5); reported are the time until 99 % and
 *   100 % are open again, and the latency of a patrol's open-task poll (GraphQL) sent every
 *   10 ms meanwhile, against the same poll with the streams open and quiet (the live channel's
 *   cost at rest) and with no streams at all.
 * Loopback only; bounded in count and time. Results: bench-results/live.json and docs/benchmarks.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSseParser, LIVE_PATH, TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@usb/schema/rest';
import { Agent, fetch } from 'undici';
import { createStorage, engines, type Engine } from '@usb/api/test/support/storage';
import { eventNightPace } from './event-night-pace';
import { launchApi, type RunningApi } from './launch-api';
import { OpenLoopGenerator } from './open-loop-step';
import { vacuumAnalyze } from './vacuum-analyze';

const RESULT_FILE = join(__dirname, '..', '..', 'bench-results', 'live.json');
const PATROLS = 3_000;
const OPEN_BATCH = 200;
const WAIT_MS = 60_000;
const PROBE_EVERY_MS = 10;
const PROBE_MS = 5_000;
/** The server's `retry:` before a stream has told its own (the page's default). */
const DEFAULT_RETRY_MS = 2_000;
const NIGHT_STEP = { warmupSeconds: 30, measureSeconds: 30 };
const POLL = '{ battles { getMyOpenBattleTasks { id name battleID } } }';
const SEND = 'mutation ($a: AnnouncementInput!) { announcements { send(announcement: $a) { id } } }';

interface Page {
  token: string;
  controller: AbortController;
  /** When each announcement id arrived (ms since the epoch). */
  arrivals: Map<number, number>;
  /** The last `retry:` the server sent this page. */
  retryMs: number;
}

interface NightLoad {
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

interface Figures {
  engine: Engine;
  pages: number;
  openMs: number;
  announcement: { p50Ms: number; p99Ms: number; allMs: number; missing: number };
  night: { patrols: number; withoutStreams: NightLoad; withStreams: NightLoad };
  reconnect: { retryMs: { min: number; max: number }; p99Ms: number; allMs: number; failed: number };
  pollP99Ms: { noStreams: number; streamsOpen: number; duringReconnect: number };
}

const agent = new Agent({ connections: null, pipelining: 0, keepAliveTimeout: 60_000 });

async function openStream(url: string, page: Page): Promise<boolean> {
  page.controller = new AbortController();
  const response = await fetch(url + LIVE_PATH, { headers: { [TOKEN_HEADER]: page.token }, signal: page.controller.signal, dispatcher: new Agent() });
  if (response.status !== 200 || !response.body) return false;
  const parser = createSseParser(
    (event) => {
      const message = JSON.parse(event.data) as { kind: string; id: number };
      if (message.kind === 'announcement' && !page.arrivals.has(message.id)) page.arrivals.set(message.id, Date.now());
    },
    (ms) => (page.retryMs = ms),
  );
  const body = response.body;
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of body) parser.push(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch {
      // Cut by the bench.
    }
  })();
  return true;
}

async function openAll(url: string, pages: Page[]): Promise<number> {
  let failed = 0;
  for (let start = 0; start < pages.length; start += OPEN_BATCH) {
    const opened = await Promise.all(pages.slice(start, start + OPEN_BATCH).map((page) => openStream(url, page).catch(() => false)));
    failed += opened.filter((ok) => !ok).length;
  }
  return failed;
}

let xsrf = '';

async function graphql<T>(url: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token, [XSRF_HEADER]: xsrf, cookie: `${XSRF_COOKIE}=${xsrf}` },
    body: JSON.stringify({ query, variables }),
    dispatcher: agent,
  });
  return (await response.json()) as T;
}

/** Polls the open tasks as one patrol every PROBE_EVERY_MS for ms; answers the p99 latency. */
async function probe(url: string, token: string, ms: number): Promise<number> {
  const latencies: number[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const started = performance.now();
    await graphql(url, token, POLL);
    latencies.push(performance.now() - started);
    await sleep(PROBE_EVERY_MS);
  }
  latencies.sort((a, b) => a - b);
  return Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0);
}

const at = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;

async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [XSRF_HEADER]: xsrf, cookie: `${XSRF_COOKIE}=${xsrf}` },
    body: JSON.stringify({ identifier: 'bench-admin', password: 'event-night' }),
    dispatcher: agent,
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`admin login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** Every seeded patrol at the event-night pace for one step of the event-night bench's open loop. */
async function nightLoad(generator: OpenLoopGenerator, databaseUrl: string | undefined): Promise<NightLoad> {
  await vacuumAnalyze(databaseUrl);
  await generator.waitUntilIdle(60_000);
  const step = await generator.run(generator.seededPatrols, NIGHT_STEP);
  const { overall } = step.operations;
  return { p50Ms: Math.round(overall.p50Ms * 10) / 10, p99Ms: Math.round(overall.p99Ms * 10) / 10, errors: step.errors };
}

async function measure(engine: Engine, api: RunningApi, databaseUrl: string | undefined): Promise<Figures> {
  const { url, fixture } = api;
  xsrf = fixture.xsrfTokens[0] ?? '';
  const probeToken = fixture.patrolTokens[0] ?? '';
  const noStreams = await probe(url, probeToken, PROBE_MS);
  const generator = new OpenLoopGenerator(url, fixture, eventNightPace);
  // Unreported: the patrols' first saves make their task answers, and the api's caches fill.
  await nightLoad(generator, databaseUrl);
  const withoutStreams = await nightLoad(generator, databaseUrl);
  const pages: Page[] = fixture.patrolTokens.map((token) => ({ token, controller: new AbortController(), arrivals: new Map(), retryMs: DEFAULT_RETRY_MS }));
  const openStarted = Date.now();
  const refused = await openAll(url, pages);
  if (refused > 0) throw new Error(`${refused} streams were refused`);
  const openMs = Date.now() - openStarted;
  const streamsOpen = await probe(url, probeToken, PROBE_MS);
  const withStreams = await nightLoad(generator, databaseUrl);
  generator.close();

  const admin = await adminToken(url);
  const open = await graphql<{ data: { battles: { getMyOpenBattleTasks: { battleID: string }[] } } }>(url, probeToken, POLL);
  const battleID = open.data.battles.getMyOpenBattleTasks[0]?.battleID;
  const sentAt = Date.now();
  const sent = await graphql<{ data?: { announcements: { send: { id: string } } }; errors?: unknown }>(url, admin, SEND, {
    a: { battleID, text: 'Husk at drikke vand', audience: 'ALL' },
  });
  const id = Number(sent.data?.announcements.send.id);
  if (!Number.isInteger(id)) throw new Error(`send failed: ${JSON.stringify(sent.errors)}`);
  const deadline = Date.now() + WAIT_MS;
  while (pages.some((page) => !page.arrivals.has(id)) && Date.now() < deadline) await sleep(20);
  const delays = pages.flatMap((page) => (page.arrivals.has(id) ? [(page.arrivals.get(id) ?? 0) - sentAt] : [])).sort((a, b) => a - b);

  // The storm: every stream cut at once, each page back after its own spread wait.
  for (const page of pages) page.controller.abort();
  const retries = pages.map((page) => page.retryMs);
  const retryMs = { min: Math.min(...retries), max: Math.max(...retries) };
  const stormStarted = Date.now();
  const reopened: number[] = [];
  let failed = 0;
  const storm = Promise.all(
    pages.map(async (page) => {
      await sleep(page.retryMs * (0.5 + Math.random()));
      if (await openStream(url, page).catch(() => false)) reopened.push(Date.now() - stormStarted);
      else failed += 1;
    }),
  );
  const duringReconnect = await probe(url, probeToken, 1.5 * retryMs.max);
  await storm;
  reopened.sort((a, b) => a - b);
  for (const page of pages) page.controller.abort();
  return {
    engine,
    pages: pages.length,
    openMs,
    announcement: {
      p50Ms: at(delays, 0.5),
      p99Ms: at(delays, 0.99),
      allMs: delays.length === pages.length ? (delays[delays.length - 1] ?? 0) : Number.NaN,
      missing: pages.length - delays.length,
    },
    night: { patrols: fixture.patrolTokens.length, withoutStreams, withStreams },
    reconnect: { retryMs, p99Ms: at(reopened, 0.99), allMs: reopened[reopened.length - 1] ?? Number.NaN, failed },
    pollP99Ms: { noStreams, streamsOpen, duringReconnect },
  };
}

async function main(): Promise<void> {
  const results: Figures[] = [];
  for (const engine of engines) {
    const storage = await createStorage(engine);
    const api = await launchApi(storage, PATROLS);
    try {
      const figures = await measure(engine, api, storage.databaseUrl);
      console.log(JSON.stringify(figures));
      results.push(figures);
    } finally {
      await api.stop();
      await storage.dispose();
    }
  }
  mkdirSync(dirname(RESULT_FILE), { recursive: true });
  writeFileSync(RESULT_FILE, JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2));
  await agent.close();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
