/**
 * The stored objects a backup carries: the answers' media files (`media/<key>`) and the remote
 * versions' files (`remotes/<name>/<version>/<path>`), by object key. Today they live in the
 * DATA_DIR folders of those names; this is the one place that knows it, so the backup moves to
 * the object store (list, get, put) without changing anything else.
 *
 * Rules: a key's bytes never change once written (media keys are new for every upload, version
 * folders are immutable), so a key copied once is copied for good; names starting with a dot
 * (the registry's `.incoming` staging) and unfinished `.part` files are not objects.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const OBJECT_ROOTS = ['media', 'remotes'] as const;

export interface StoredObject {
  key: string;
  size: number;
}

export interface BackupObjects {
  list(root: (typeof OBJECT_ROOTS)[number]): AsyncIterable<StoredObject>;
  get(key: string): Promise<Readable | null>;
  /** Whole or nothing: written beside the key and renamed into place. */
  put(key: string, body: Readable): Promise<void>;
}

function isObjectName(name: string): boolean {
  return !name.startsWith('.') && !name.endsWith('.part');
}

async function* walk(folder: string, prefix: string): AsyncIterable<StoredObject> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names.filter(isObjectName).sort()) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (info?.isDirectory()) yield* walk(path, `${prefix}/${name}`);
    else if (info?.isFile()) yield { key: `${prefix}/${name}`, size: info.size };
  }
}

/** The objects in DATA_DIR/media and DATA_DIR/remotes. */
export function folderObjects(dataDir: string): BackupObjects {
  const pathOf = (key: string) => {
    const segments = key.split('/');
    if (!OBJECT_ROOTS.some((root) => root === segments[0]) || segments.length < 2 || !segments.every((segment) => segment !== '' && isObjectName(segment))) {
      throw new Error(`invalid object key ${JSON.stringify(key)}`);
    }
    return join(dataDir, ...segments);
  };
  return {
    list: (root) => walk(join(dataDir, root), root),
    async get(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return createReadStream(path);
    },
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.part`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
  };
}
