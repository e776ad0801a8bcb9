/**
 * One backup is one tar file: `manifest.json` first, then the database part and the objects
 * (backup-manifest.ts). It is made from a staging folder and renamed into place when whole, so
 * a half-written archive never carries a backup's name. Reading it back unpacks it into a
 * staging folder and checks every entry against the manifest (the same paths, sizes and
 * sha256, nothing missing, nothing more) before the caller uses any of it.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create, extract } from 'tar';
import { MANIFEST_NAME, ManifestError, parseManifest, type BackupManifest, type ManifestPart } from './backup-manifest';

/** Streams `body` to `file`, answering its size and sha256. */
export async function storeHashed(body: Readable, file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(body, counter, createWriteStream(file, { flags: 'wx' }));
  return { size, sha256: hash.digest('hex') };
}

/** A file's size and sha256. */
export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Writes the manifest into `staging` and packs it with the parts it lists into `target`; answers the archive's size. */
export async function writeArchive(staging: string, manifest: BackupManifest, target: string): Promise<number> {
  await writeFile(join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${target}.part`;
  try {
    await create({ file: partial, cwd: staging, portable: true }, [MANIFEST_NAME, ...manifest.parts.map((part) => part.path)]);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(target)).size;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => !entry.isDirectory()).map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Unpacks `archive` into the empty folder `staging` and checks it whole; answers its manifest.
 * A damaged, truncated or changed archive throws ManifestError naming what is wrong.
 */
export async function readArchive(archive: string, staging: string): Promise<BackupManifest> {
  try {
    // Files and folders only: a link in a foreign archive could point a part at any file of the machine.
    await extract({
      file: archive,
      cwd: staging,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    throw new ManifestError(`${archive} is not a whole tar archive: ${error instanceof Error ? error.message : String(error)}`);
  }
  let json: string;
  try {
    json = await readFile(join(staging, MANIFEST_NAME), 'utf8');
  } catch {
    throw new ManifestError(`${archive} holds no ${MANIFEST_NAME}: it is no USB backup`);
  }
  const manifest = parseManifest(json);
  const listed = new Map<string, ManifestPart>(manifest.parts.map((part) => [part.path, part]));
  const found = (await filesUnder(staging)).filter((path) => path !== MANIFEST_NAME);
  const extra = found.filter((path) => !listed.has(path));
  if (extra.length > 0) throw new ManifestError(`the archive holds ${extra.length} entries its manifest does not list (${extra.slice(0, 3).join(', ')})`);
  for (const part of manifest.parts) {
    const actual = await hashFile(join(staging, part.path)).catch(() => null);
    if (!actual) throw new ManifestError(`${part.path} is missing from the archive (cut off?)`);
    if (actual.size !== part.size) throw new ManifestError(`${part.path} has ${actual.size} bytes, the manifest says ${part.size} (cut off?)`);
    if (actual.sha256 !== part.sha256) throw new ManifestError(`${part.path} has changed since the backup (sha256 differs)`);
  }
  return manifest;
}
