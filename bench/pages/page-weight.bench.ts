import { devices, test, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loginToken } from '@usb/e2e/support/api';
import { settleVisit } from '@usb/e2e/support/returning-visit';
import { demo } from '@usb/e2e/support/site';
import { benchRoutes, GOALS, type BenchRoute } from './routes';

interface PageUnderTest extends BenchRoute {
  /** The token of a logged-in user, kept as the site keeps it; without it the page is loaded logged out. */
  token?: string;
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * The live stream answered 204 (nothing to hear): a stream never ends, so the load would never
 * be done by 'networkidle'; its bytes are a few hundred a minute, not the page's weight.
 */
async function quietLive(context: BrowserContext): Promise<void> {
  await context.route('**/api/live', (route) => route.fulfill({ status: 204 }));
}

/**
 * What a logged-in user's browser keeps between visits (the token, the open-task strip's
 * height): the page visited once with the token in local storage, as after a login. The
 * measured load then starts from this state in a new context, so with an empty cache.
 */
async function returningVisit(browser: Browser, options: BrowserContextOptions, path: string, token: string): Promise<StorageState> {
  const origin = new URL(options.baseURL ?? '').origin;
  const context = await browser.newContext({
    ...options,
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'token', value: token }] }] },
  });
  await quietLive(context);
  await settleVisit(await context.newPage(), path);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A fresh context for a first load: logged out, or for a page with a token as a returning logged-in user. */
async function freshContext(browser: Browser, options: BrowserContextOptions, page: PageUnderTest) {
  const storageState = page.token ? await returningVisit(browser, options, page.path, page.token) : undefined;
  const context = await browser.newContext({ ...options, storageState });
  await quietLive(context);
  return context;
}

interface ContainerWeight {
  files: number;
  gzipBytes: number;
  rawBytes: number;
}

/**
 * A phone on a slow connection, as Lighthouse's mobile profile assumes it, applied for real in
 * Chromium (not simulated): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a CPU 4x slower.
 */
const SLOW_PHONE = { latencyMs: 150, downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8, uploadBytesPerSecond: (750 * 1024) / 8, cpuSlowdown: 4 } as const;
const PHONE_RUNS = 3;

interface PhoneFirstLoad {
  /** Median over the runs: when the page's largest content painted, and its layout shift. */
  lcpMs: number;
  cls: number;
  runs: { lcpMs: number; cls: number }[];
}

interface PageWeight {
  path: string;
  viewer: BenchRoute['viewer'];
  area: BenchRoute['area'];
  scripts: number;
  gzipBytes: number;
  stylesheetGzipBytes: number;
  cls: number;
  lcpMs: number;
  /** The same first load on the throttled phone (SLOW_PHONE). */
  slowPhone: PhoneFirstLoad;
  containers: Record<string, ContainerWeight>;
}

/** Which container a script belongs to: the remote folder under /remotes/, else the shell. */
function containerOf(url: URL): string {
  const match = /^\/remotes\/([^/]+)\//.exec(url.pathname);
  return match?.[1] ?? 'shell';
}

/** Records the page's layout shift and largest contentful paint on window.__pageMetrics (an init script). */
function observeMetrics(): void {
  const metrics = { cls: 0, lcp: 0 };
  Object.assign(window, { __pageMetrics: metrics });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) metrics.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metrics.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

type Metrics = { cls: number; lcp: number };
const readMetrics = (tab: Page): Promise<Metrics> => tab.evaluate(() => (window as unknown as { __pageMetrics: Metrics }).__pageMetrics);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** One first load on SLOW_PHONE in a fresh phone context: its largest paint and layout shift. */
async function loadOnSlowPhone(browser: Browser, baseURL: string, page: PageUnderTest): Promise<{ lcpMs: number; cls: number }> {
  const context = await freshContext(browser, { ...devices['Pixel 7'], baseURL }, page);
  const tab = await context.newPage();
  await tab.addInitScript(observeMetrics);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  await tab.goto(page.path);
  await tab.waitForLoadState('networkidle', { timeout: 60_000 });
  await tab.waitForTimeout(1500);
  const metrics = await readMetrics(tab);
  await context.close();
  return { lcpMs: Math.round(metrics.lcp), cls: Math.round(metrics.cls * 1000) / 1000 };
}

/** Loads a page in a fresh browser context (empty cache; logged out unless the page has a token) and weighs what it fetched, then loads it on the slow phone. */
async function weigh(browser: Browser, baseURL: string, page: PageUnderTest): Promise<PageWeight> {
  const context = await freshContext(browser, { baseURL }, page);
  const tab = await context.newPage();
  await tab.addInitScript(observeMetrics);
  const scripts: { url: URL; gzipBytes: number; rawBytes: number }[] = [];
  let stylesheetGzipBytes = 0;
  tab.on('response', async (response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !response.ok()) return;
    const body = await response.body();
    const gzipBytes = gzipSync(body, { level: 9 }).length;
    if (type === 'stylesheet') stylesheetGzipBytes += gzipBytes;
    else scripts.push({ url: new URL(response.url()), rawBytes: body.length, gzipBytes });
  });
  await tab.goto(page.path);
  await tab.waitForLoadState('networkidle');
  // Late shifts (a remote's area filling in after its data) count too.
  await tab.waitForTimeout(1500);
  const metrics = await readMetrics(tab);
  await context.close();

  const phoneRuns: { lcpMs: number; cls: number }[] = [];
  for (let run = 0; run < PHONE_RUNS; run += 1) phoneRuns.push(await loadOnSlowPhone(browser, baseURL, page));

  const containers: Record<string, ContainerWeight> = {};
  for (const script of scripts) {
    const entry = (containers[containerOf(script.url)] ??= { files: 0, gzipBytes: 0, rawBytes: 0 });
    entry.files += 1;
    entry.gzipBytes += script.gzipBytes;
    entry.rawBytes += script.rawBytes;
  }
  return {
    path: page.path,
    viewer: page.viewer,
    area: page.area,
    scripts: scripts.length,
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    stylesheetGzipBytes,
    cls: Math.round(metrics.cls * 1000) / 1000,
    lcpMs: Math.round(metrics.lcp),
    slowPhone: { lcpMs: median(phoneRuns.map((each) => each.lcpMs)), cls: median(phoneRuns.map((each) => each.cls)), runs: phoneRuns },
    containers: Object.fromEntries(Object.entries(containers).sort(([a], [b]) => a.localeCompare(b))),
  };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met: boolean): string => (met ? 'met' : 'NOT met');

/** The goals a page is held to: the JS and scripts goals are the public routes'; every page keeps the layout and LCP goals. */
function verdicts(weight: PageWeight): string {
  const loadGoals =
    weight.area === 'public'
      ? `${weight.scripts} scripts (goal ${GOALS.publicScripts}: ${verdict(weight.scripts <= GOALS.publicScripts)}), ` +
        `${kb(weight.gzipBytes)} JS gzip (goal ${kb(GOALS.publicGzipBytes)}: ${verdict(weight.gzipBytes <= GOALS.publicGzipBytes)})`
      : `${weight.scripts} scripts, ${kb(weight.gzipBytes)} JS gzip`;
  return (
    `${loadGoals}, ${kb(weight.stylesheetGzipBytes)} CSS gzip, CLS ${weight.cls} (goal ${GOALS.cls}: ${verdict(weight.cls <= GOALS.cls)}), LCP ${weight.lcpMs} ms; ` +
    `on the slow phone LCP ${weight.slowPhone.lcpMs} ms (goal ${GOALS.slowPhoneLcpMs}: ${verdict(weight.slowPhone.lcpMs <= GOALS.slowPhoneLcpMs)}), ` +
    `CLS ${weight.slowPhone.cls} (median of ${PHONE_RUNS})`
  );
}

test('JS bytes (gzip), scripts, layout shift and LCP of a first load, per route and container', async ({ browser, baseURL }) => {
  test.setTimeout(30 * 60_000);
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const routes = (await benchRoutes()).filter((route) => !only || only.includes(route.name));
  const tokens = new Map<string, string>();
  const pages: PageUnderTest[] = [];
  for (const route of routes) {
    if (route.viewer === 'visitor') {
      pages.push(route);
      continue;
    }
    const token = tokens.get(route.viewer) ?? (await loginToken(route.viewer, demo.password));
    tokens.set(route.viewer, token);
    pages.push({ ...route, token });
  }

  const results: Record<string, PageWeight> = {};
  console.log('\nFirst load of each page, measured in Chromium (gzip -9 of each script):');
  for (const page of pages) {
    const weight = await weigh(browser, baseURL ?? '', page);
    results[page.name] = weight;
    console.log(`\n${page.name} (${page.path}, ${page.viewer}): ${verdicts(weight)}`);
    for (const [name, entry] of Object.entries(weight.containers)) {
      console.log(
        `  ${name.padEnd(16)} ${String(entry.files).padStart(3)} files  ${kb(entry.gzipBytes).padStart(10)} gzip  ${kb(entry.rawBytes).padStart(10)} raw`,
      );
    }
  }

  const outDir = join(__dirname, '..', '..', 'bench-results');
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'page-weight.json'), JSON.stringify({ measuredAt: new Date().toISOString(), goals: GOALS, pages: results }, null, 2));
});
