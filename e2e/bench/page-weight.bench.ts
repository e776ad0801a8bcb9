import { test } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The page-weight goal of issue #2: JS (gzip) the home route loads. */
const GOAL_BYTES = 250 * 1024;

/** Which container a script belongs to: the remote folder under /remotes/, else the shell. */
function containerOf(url: URL): string {
  const match = /^\/remotes\/([^/]+)\//.exec(url.pathname);
  return match?.[1] ?? 'shell';
}

test('JS bytes (gzip) the home route loads, per container', async ({ page, baseURL }) => {
  const scripts: { url: URL; gzipBytes: number; rawBytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.body();
    scripts.push({ url: new URL(response.url()), rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(baseURL ?? '/');
  await page.waitForLoadState('networkidle');

  const perContainer = new Map<string, { files: number; gzipBytes: number; rawBytes: number }>();
  for (const script of scripts) {
    const name = containerOf(script.url);
    const entry = perContainer.get(name) ?? { files: 0, gzipBytes: 0, rawBytes: 0 };
    entry.files += 1;
    entry.gzipBytes += script.gzipBytes;
    entry.rawBytes += script.rawBytes;
    perContainer.set(name, entry);
  }
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = [...perContainer.entries()].sort(([a], [b]) => a.localeCompare(b));
  console.log('\nHome route JavaScript, measured in Chromium (gzip -9 of each script):');
  for (const [name, entry] of rows) {
    console.log(
      `  ${name.padEnd(16)} ${String(entry.files).padStart(3)} files  ${kb(entry.gzipBytes).padStart(10)} gzip  ${kb(entry.rawBytes).padStart(10)} raw`,
    );
  }
  console.log(
    `  ${'total'.padEnd(16)} ${String(scripts.length).padStart(3)} files  ${kb(total).padStart(10)} gzip   (goal ${kb(GOAL_BYTES)}: ${total <= GOAL_BYTES ? 'met' : 'not met'})`,
  );

  const outDir = join(__dirname, '..', '..', 'bench-results');
  await mkdir(outDir, { recursive: true });
  await writeFile(
    join(outDir, 'page-weight.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), goalBytes: GOAL_BYTES, totalGzipBytes: total, containers: Object.fromEntries(rows) }, null, 2),
  );
});
