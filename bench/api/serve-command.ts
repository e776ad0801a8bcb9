/**
 * The node options the site is served with: those of api's `serve` script (`node <options>
 * dist/server.js`, what `npm start` runs), so the benches start the api as the site runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR } from './api-package';

function readServeNodeOptions(): string[] {
  const manifest = JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const words = (manifest.scripts?.serve ?? '').trim().split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/server.js')
    throw new Error(`api's serve script is not "node [options] dist/server.js": ${manifest.scripts?.serve}`);
  return words.slice(1, -1);
}

/** Read once per bench process. */
export const SERVE_NODE_OPTIONS = readServeNodeOptions();
