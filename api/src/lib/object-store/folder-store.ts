/**
 * The object store in a folder (DATA_DIR, the embedded default): key `media/abc` is the file
 * DATA_DIR/media/abc, `remotes/<name>/<version>/<path>` the file under DATA_DIR/remotes, the
 * layout sites had before the store existed. A put writes `<file>.<random>.part` beside the
 * target and renames it when whole, so a reader never sees half a file, a failed put leaves the
 * old file alone and two puts of one key never write into one file. A `.part` that a crash left
 * behind is removed by sweepUnfinished once idle.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, checkPrefix, exactLength, KEY_ROOTS, PART_SUFFIX, type ObjectStore, type StoredObject } from './object-store';

function missing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Every file under `folder`, as paths relative to `root`, skipping hidden entries (a deploy's staging folder). */
async function* filesUnder(root: string, folder: string): AsyncGenerator<{ path: string; name: string }> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (missing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, path);
    else if (entry.isFile()) yield { path, name: relative(root, path).split(sep).join('/') };
  }
}

export function createFolderStore(dataDir: string): ObjectStore {
  async function* listFiles(folder: string, prefix: string): AsyncGenerator<StoredObject> {
    for await (const file of filesUnder(dataDir, folder)) {
      if (!file.name.startsWith(prefix) || file.name.endsWith(PART_SUFFIX)) continue;
      const info = await stat(file.path).catch(() => null);
      if (info) yield { key: file.name, size: info.size };
    }
  }

  const fileOf = (key: string): string => join(dataDir, ...checkKey(key).split('/'));

  return {
    kind: 'folder',

    async put(key, body, size) {
      const target = fileOf(key);
      const partial = `${target}.${randomBytes(6).toString('hex')}${PART_SUFFIX}`;
      // The body may fail while the folder is made: its error is handled, and pipeline reports it.
      const early = (): void => undefined;
      body.on('error', early);
      try {
        await mkdir(dirname(target), { recursive: true });
        await pipeline(size === undefined ? body : Readable.from(exactLength(body, size), { objectMode: false }), createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw body.errored ?? error;
      } finally {
        body.off('error', early);
      }
    },

    async get(key, range) {
      try {
        const handle = await open(fileOf(key), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async size(key) {
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? info.size : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    list(prefix) {
      const [root] = checkPrefix(prefix).split('/');
      return listFiles(join(dataDir, root ?? ''), prefix);
    },

    async sweepUnfinished(now, idleMs) {
      let removed = 0;
      for (const root of KEY_ROOTS) {
        for await (const file of filesUnder(dataDir, join(dataDir, root))) {
          if (!file.name.endsWith(PART_SUFFIX)) continue;
          const info = await stat(file.path).catch(() => null);
          if (info && now.getTime() - info.mtimeMs >= idleMs) {
            await rm(file.path, { force: true });
            removed += 1;
          }
        }
      }
      return removed;
    },
  };
}
