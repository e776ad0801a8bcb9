/** Built-looking remote and shell folders on disk, for the registry and static tests. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk large enough to be compressed (the threshold is 1 KB). */
export const bigChunk = `export const text = ${JSON.stringify('spejder '.repeat(2000))};\n`;

/** <workspace>/<name>/package.json and a build in <workspace>/<name>/dist/<version>/; returns the build folder. */
export function writeRemoteBuild(workspace: string, name: string, version: string, marker = 'v1'): string {
  const root = join(workspace, name);
  const build = join(root, 'dist', version);
  mkdirSync(build, { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: `@usb/${name}`, version }));
  writeFileSync(
    join(build, 'mf-manifest.json'),
    JSON.stringify({ id: name.replace(/-/g, '_'), name: name.replace(/-/g, '_'), metaData: { buildInfo: { buildVersion: version } } }),
  );
  writeFileSync(join(build, 'remoteEntry.js'), `/* ${marker} */ var remote = {};\n`);
  writeFileSync(join(build, '__federation_expose_Routes.3f2a9c1b.js'), bigChunk);
  return build;
}

export function writeShell(folder: string): void {
  mkdirSync(join(folder, 'static'), { recursive: true });
  writeFileSync(join(folder, 'index.html'), '<!doctype html><html lang="da"><body><div id="root"></div></body></html>');
  writeFileSync(join(folder, 'main.1a2b3c4d.js'), bigChunk);
  writeFileSync(join(folder, 'favicon.ico'), 'icon');
}
