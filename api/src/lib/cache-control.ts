/**
 * Cache-Control of static files. Entry points that name other files (index.html,
 * remotes.json, mf-manifest.json, remoteEntry*.js) are revalidated on every load, so a
 * deploy or rollback is seen at once; files whose URL changes with their content (a
 * versioned remote folder, a hashed file name) are cached for a year. favicon.ico keeps its
 * fixed name (browsers ask for /favicon.ico without reading the page; the page itself links
 * the hashed icons), so it is cached for a week: a new icon reaches every browser within it.
 * A build's precompressed copy (`main.3f2a9c1b.js.br`, served in place of the file to a browser
 * that accepts brotli) is cached as the file it stands for.
 */
import { basename } from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const FIXED_NAME_ICON = 'public, max-age=604800';

/** A content hash of 8+ hex digits in a file name: main.3f2a9c1b.js, 123.abcdef12.css. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The file a precompressed copy stands for: 'remoteEntry.js.br' -> 'remoteEntry.js'. */
function servedName(path: string): string {
  return basename(path).replace(/\.(br|gz)$/, '');
}

export function isEntryFile(path: string): boolean {
  const name = servedName(path);
  return name === 'index.html' || name === 'remotes.json' || name === 'mf-manifest.json' || /^remoteEntry.*\.js$/.test(name);
}

/** Inside DATA_DIR/remotes/<name>/<version>/ the folder is versioned by content. */
export function remoteFileCacheControl(path: string): string {
  return isEntryFile(path) ? NO_CACHE : IMMUTABLE;
}

/** The shell's files: only hashed names are immutable; anything else may change with the next build. */
export function shellFileCacheControl(path: string): string {
  if (isEntryFile(path)) return NO_CACHE;
  if (servedName(path) === 'favicon.ico') return FIXED_NAME_ICON;
  return HASHED_NAME.test(servedName(path)) ? IMMUTABLE : NO_CACHE;
}
