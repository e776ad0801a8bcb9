/**
 * The remote versions' files as each api process reads them from the object store
 * (docs/storage.md). A file of a version never changes (the version names its content), so
 * what was read once stays right: small files are kept whole in memory (at most KEPT_BYTES in
 * all, the least recently used going first), larger ones only their size, and are streamed from
 * the store on every request. A file that is not there is never remembered as missing, since
 * its version may still be being written, except a brotli copy whose file exists: copies are
 * written before their files (remote-files.ts), so it never comes. A kept file is kept only
 * when its bytes match the digest its version recorded (file-integrity.ts); a changed one is
 * refused (ChangedFileError) every time it is asked for.
 */
import type { Readable } from 'node:stream';
import type { ObjectStore } from '../../lib/object-store';
import { ChangedFileError, integrityOf } from './file-integrity';

/** Files up to this size are kept in memory; the chunks of a remote build are mostly smaller. */
const KEPT_FILE_BYTES = 512 * 1024;
/** Memory for kept files per process. */
const KEPT_BYTES = 64 * 1024 * 1024;
const KEPT_ENTRIES = 20_000;

export interface RemoteFile {
  size: number;
  /** The bytes when kept in memory. */
  body: Buffer | null;
}

type Known = RemoteFile | 'missing';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function createRemoteFileCache(objects: ObjectStore, limits = { fileBytes: KEPT_FILE_BYTES, bytes: KEPT_BYTES, entries: KEPT_ENTRIES }) {
  const known = new Map<string, Known>();
  const loading = new Map<string, Promise<RemoteFile | null>>();
  let keptBytes = 0;

  function remember(key: string, value: Known): void {
    known.set(key, value);
    if (value !== 'missing' && value.body) keptBytes += value.body.length;
    for (const [oldest, entry] of known) {
      if (keptBytes <= limits.bytes && known.size <= limits.entries) break;
      known.delete(oldest);
      if (entry !== 'missing' && entry.body) keptBytes -= entry.body.length;
    }
  }

  async function load(key: string, integrity: string, missingIsFinal: boolean): Promise<RemoteFile | null> {
    const size = await objects.size(key);
    if (size === null) {
      if (missingIsFinal) remember(key, 'missing');
      return null;
    }
    let body: Buffer | null = null;
    if (size <= limits.fileBytes) {
      const stream = await objects.get(key);
      if (!stream) return null;
      body = await readAll(stream);
      if (integrityOf(body) !== integrity) throw new ChangedFileError(key);
    }
    const file = { size: body?.length ?? size, body };
    remember(key, file);
    return file;
  }

  return {
    /**
     * The file at the key, or null; `integrity` is the digest its version recorded (a kept file
     * that does not match throws ChangedFileError; a streamed one is checked by its stream, see
     * open). `missingIsFinal` remembers its absence (a brotli copy of an existing file).
     */
    async file(key: string, integrity: string, missingIsFinal = false): Promise<RemoteFile | null> {
      const hit = known.get(key);
      if (hit !== undefined) {
        // Most recently used last.
        known.delete(key);
        known.set(key, hit);
        return hit === 'missing' ? null : hit;
      }
      let pending = loading.get(key);
      if (!pending) {
        pending = load(key, integrity, missingIsFinal).finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    },

    /** The bytes of a file that is not kept in memory. */
    open: (key: string): Promise<Readable | null> => objects.get(key),

    get keptBytes(): number {
      return keptBytes;
    },
  };
}

export type RemoteFileCache = ReturnType<typeof createRemoteFileCache>;
