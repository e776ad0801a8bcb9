/** Built-looking remote and shell folders on disk, for the registry and static tests. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRemoteName, remoteModules } from '@usb/schema/domain';

/** A chunk large enough to be compressed (the threshold is 1 KB). */
export const bigChunk = `export const text = ${JSON.stringify('spejder '.repeat(2000))};\n`;

/** The CONTRACTS version the fake builds share, as a production build names it in its manifest. */
export const FAKE_CONTRACTS_VERSION = '1.0.0';

/** A federation manifest as a production build writes it: the container, what it exposes (all the shell loads) and the shared @usb/contracts. */
export function remoteManifest(name: string, version: string, container = name.replace(/-/g, '_')) {
  const exposes = isRemoteName(name) ? remoteModules[name].exposes : [];
  return {
    id: container,
    name: container,
    metaData: { name: container, buildInfo: { buildVersion: version, buildName: `@usb/${name}` }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { id: `${container}:react`, name: 'react', version: '19.3.1', requiredVersion: '19.3.1' },
      {
        id: `${container}:@usb/contracts/session`,
        name: '@usb/contracts/session',
        version: FAKE_CONTRACTS_VERSION,
        requiredVersion: `^${FAKE_CONTRACTS_VERSION}`,
      },
    ],
    remotes: [],
    exposes: exposes.map((path) => ({ id: `${container}:${path.slice(2)}`, name: path.slice(2), path })),
  };
}

/** <workspace>/<name>/package.json and a build in <workspace>/<name>/dist/<version>/; returns the build folder. */
export function writeRemoteBuild(workspace: string, name: string, version: string, marker = 'v1'): string {
  const root = join(workspace, name);
  const build = join(root, 'dist', version);
  mkdirSync(build, { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: `@usb/${name}`, version }));
  writeFileSync(join(build, 'mf-manifest.json'), JSON.stringify(remoteManifest(name, version)));
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
