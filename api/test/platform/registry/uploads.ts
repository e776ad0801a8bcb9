/**
 * Uploads for the registry tests: a build folder as the gzip tar the CLI sends, hand-made tars
 * with entries a real build never has (a `..` path, a symlink), and the upload call itself with a
 * deploy token or an admin session (token and XSRF double submit).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { create, Header } from 'tar';
import { remoteVersionsPath, type RemoteDeployResult, type RestError } from '@usb/schema/rest';
import { remoteManifest } from '../../support/fixtures';

/** A build folder of `name` with a valid manifest; `marker` makes its content (and version) its own. */
export function fakeBuild(root: string, name: string, marker: string, manifest: object = remoteManifest(name, '1.0.0')): string {
  const folder = join(root, `${name}-${marker}`.replace(/[^a-z0-9-]/gi, '-'));
  mkdirSync(join(folder, 'static'), { recursive: true });
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(folder, 'remoteEntry.js'), `/* ${marker} */ var remote = {};\n`);
  writeFileSync(join(folder, 'static', 'chunk.js'), `export const marker = ${JSON.stringify(marker)};\n`);
  return folder;
}

/** The folder's contents as a gzip tar, as the CLI streams it. */
export async function tarGz(folder: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of create({ gzip: true, cwd: folder, portable: true }, ['.'])) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export interface RawEntry {
  path: string;
  type: 'File' | 'Directory' | 'SymbolicLink' | 'Link';
  body?: Buffer | string;
  linkpath?: string;
}

/** A gzip tar written block by block, so it may hold what tar.c would never write. */
export function rawTarGz(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = typeof entry.body === 'string' ? Buffer.from(entry.body) : (entry.body ?? Buffer.alloc(0));
    const header = Buffer.alloc(512);
    new Header({
      path: entry.path,
      type: entry.type,
      size: entry.type === 'File' ? body.length : 0,
      mode: entry.type === 'Directory' ? 0o755 : 0o644,
      mtime: new Date(0),
      linkpath: entry.linkpath,
    }).encode(header);
    blocks.push(header);
    if (entry.type === 'File' && body.length > 0) {
      blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

export interface UploadAnswer {
  status: number;
  body: RemoteDeployResult & RestError;
}

/** POSTs a gzip tar body to the remote's versions path (with `query`, e.g. activate=false) with a deploy token, or with an admin's session (`session`). */
export async function upload(siteUrl: string, name: string, body: Buffer, auth: { token?: string; session?: string; query?: string }): Promise<UploadAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/gzip' };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.session) {
    const health = await fetch(`${siteUrl}/api/health`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
    Object.assign(headers, { 'x-auth-token': auth.session, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf });
  }
  const response = await fetch(`${siteUrl}${remoteVersionsPath(name)}${auth.query ? `?${auth.query}` : ''}`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as RemoteDeployResult & RestError };
}
