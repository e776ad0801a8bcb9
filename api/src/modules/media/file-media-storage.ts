/**
 * MediaStorage in DATA_DIR/media: a file per key, written to `<key>.part` and renamed when
 * complete, so a reader never sees half a file and a failed upload leaves the old one alone.
 * A `.part` that a crash left behind is removed by sweepUnfinished.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MEDIA_KEY_PATTERN, type ByteRange, type MediaStorage } from './media-storage';

function pathOf(folder: string, key: string): string {
  if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`invalid media key ${key}`);
  return join(folder, key);
}

export function createFileMediaStorage(dataDir: string): MediaStorage {
  const folder = join(dataDir, 'media');
  const ready = mkdir(folder, { recursive: true });

  return {
    async put(key, body) {
      const target = pathOf(folder, key);
      const partial = `${target}.part`;
      await ready;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key: string, range?: ByteRange) {
      const path = pathOf(folder, key);
      try {
        const handle = await open(path, 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(folder, key), { force: true });
    },

    async sweepUnfinished(now, idleMs) {
      await ready;
      let removed = 0;
      for (const name of await readdir(folder)) {
        if (!name.endsWith('.part')) continue;
        const path = join(folder, name);
        const info = await stat(path).catch(() => null);
        if (info && now.getTime() - info.mtimeMs >= idleMs) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
