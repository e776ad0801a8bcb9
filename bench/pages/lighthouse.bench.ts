import { chromium, test } from '@playwright/test';
import type { Result } from 'lighthouse' with { 'resolution-mode': 'import' };
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loginToken } from '@usb/e2e/support/api';
import { settleVisit } from '@usb/e2e/support/returning-visit';
import { demo } from '@usb/e2e/support/site';
import { benchRoutes, GOALS, type BenchRoute } from './routes';

/** Runs per page; the medians are reported, as Lighthouse's own variance guide advises. */
const RUNS = 5;

/**
 * The Chromium Lighthouse starts: `CHROMIUM_PATH` as for the journeys, else Debian's launcher
 * (/usr/bin/chromium, the wrapper around the binary the journeys use), with no network of its
 * own (no updates, sync, metrics or first-run pages).
 */
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--disable-extensions',
  '--metrics-recording-only',
  '--no-default-browser-check',
  '--no-first-run',
  '--disable-quic',
];

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster): TBT and LCP scale with it. */
  benchmarkIndex: number;
}

/**
 * A category's score out of 100. Lighthouse leaves the score out (null) when an audit that
 * counts towards it could not be computed, such as Speed Index on a page that stayed blank;
 * that fails the bench with the audit's own message instead of reading as 0 or as a score.
 */
function categoryScore(lhr: Result, category: string, path: string): number {
  const entry = lhr.categories[category];
  if (!entry) throw new Error(`Lighthouse measured no ${category} on ${path}`);
  if (entry.score !== null) return Math.round(entry.score * 100);
  const broken = entry.auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === null)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.errorMessage ?? 'no score'}`);
  throw new Error(`Lighthouse could not score ${category} on ${path} (${broken.join('; ') || 'no audit named'})`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Prepares the Chrome profile Lighthouse runs in, through a short CDP connection: logged out, or
 * as a returning logged-in user, the page visited once with the token in local storage so the
 * profile keeps what the site keeps between visits (the open-task strip's height), as the
 * page-weight bench does. Lighthouse clears the HTTP cache before each run but keeps local storage.
 */
async function prepareProfile(port: number, origin: string, path: string, token: string | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the launched Chrome has no default context');
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate((value) => (value === null ? window.localStorage.clear() : window.localStorage.setItem('token', value)), token);
    if (token !== null) await settleVisit(page, `${origin}${path}`);
    await page.close();
  } finally {
    // Disconnects only: Playwright did not launch this Chrome, so it leaves it running.
    await browser.close();
  }
}

test('Lighthouse (mobile, default throttling) on every route of the benches', async ({ baseURL }) => {
  test.setTimeout(60 * 60_000);
  const origin = baseURL ?? '';
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const pages = (await benchRoutes()).filter((route) => !only || only.includes(route.name));

  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const results: Record<string, Figures & Pick<BenchRoute, 'path' | 'viewer' | 'area'> & { runs: Figures[] }> = {};
  try {
    for (const target of pages) {
      await prepareProfile(chrome.port, origin, target.path, target.viewer === 'visitor' ? null : await loginToken(target.viewer, demo.password));
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${origin}${target.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${target.path}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${target.path}: ${lhr.runtimeError.message}`);
        runs.push({
          performance: categoryScore(lhr, 'performance', target.path),
          accessibility: categoryScore(lhr, 'accessibility', target.path),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      }
      results[target.name] = {
        path: target.path,
        viewer: target.viewer,
        area: target.area,
        performance: median(runs.map((figures) => figures.performance)),
        accessibility: median(runs.map((figures) => figures.accessibility)),
        lcpMs: median(runs.map((figures) => figures.lcpMs)),
        tbtMs: median(runs.map((figures) => figures.tbtMs)),
        cls: median(runs.map((figures) => figures.cls)),
        benchmarkIndex: median(runs.map((figures) => figures.benchmarkIndex)),
        runs,
      };
    }
  } finally {
    chrome.kill();
  }

  console.log(`\nLighthouse 12, mobile with default throttling, median of ${RUNS} runs:`);
  console.log(
    `  ${'page'.padEnd(26)} ${'perf'.padStart(5)} ${'goal'.padStart(5)} ${'a11y'.padStart(5)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(7)} ${'CPU index'.padStart(10)}`,
  );
  for (const [name, figures] of Object.entries(results)) {
    const goal = GOALS.performance[figures.area];
    const met = figures.performance >= goal && figures.cls <= GOALS.cls;
    console.log(
      `  ${name.padEnd(26)} ${String(figures.performance).padStart(5)} ${String(goal).padStart(5)} ${String(figures.accessibility).padStart(5)} ${String(figures.lcpMs).padStart(8)} ${String(figures.tbtMs).padStart(8)} ${figures.cls.toFixed(3).padStart(7)} ${String(figures.benchmarkIndex).padStart(10)}${met ? '' : '  NOT met'}`,
    );
  }

  const outDir = join(__dirname, '..', '..', 'bench-results');
  await mkdir(outDir, { recursive: true });
  await writeFile(
    join(outDir, 'lighthouse.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: '12', formFactor: 'mobile', runsPerPage: RUNS, pages: results }, null, 2),
  );
});
