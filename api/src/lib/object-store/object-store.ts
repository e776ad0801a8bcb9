/**
 * The object store: where the files the api keeps for every process live, the answer media
 * (`media/<key>`) and the stored remote versions (`remotes/<name>/<version>/<path>`). Two
 * implementations stand behind it (docs/storage.md): a folder in DATA_DIR, the embedded default,
 * and an S3-compatible bucket. The rules every implementation keeps:
 * - a put is whole or nothing: readers never see a half object, a failed or aborted put leaves
 *   nothing new under the key (and the earlier object, if any, as it was);
 * - a put of a stated size stores exactly that many bytes or fails (`exactLength`);
 * - keys are made by the api and checked here (`checkKey`), so no key leaves the store's root;
 * - what a crash cut off is removed by `sweepUnfinished` once idle longer than a live put can be.
 */
import type { Readable } from 'node:stream';

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  key: string;
  size: number;
}

export interface ObjectStore {
  /** `folder` or `bucket`, for logs and the operator's start-up line. */
  readonly kind: 'folder' | 'bucket';
  /**
   * Streams `body` to `key` and resolves once all of it is stored. On any failure (the stream
   * errors, the client aborts) nothing is left under `key` but what was there before, and the
   * stream's error is rethrown. `size` is the body's exact length when the caller knows it
   * beforehand (an upload's Content-Length): a body of another length fails the put, and the
   * bucket passes the bytes straight on instead of holding parts of them in memory.
   */
  put(key: string, body: Readable, size?: number): Promise<void>;
  /** The stored bytes (or a range of them); null when the key holds nothing. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The stored size in bytes; null when the key holds nothing. */
  size(key: string): Promise<number | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored object whose key starts with `prefix` (one of KEY_ROOTS, e.g. `media/`), in no set order. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * Removes puts a crash cut off (nothing written to them for `idleMs`); answers how many. A
   * live put writes all the time, so it is never idle that long.
   */
  sweepUnfinished(now: Date, idleMs: number): Promise<number>;
}

/** The first segment of every key: the store holds these and nothing else of DATA_DIR. */
export const KEY_ROOTS = ['media', 'remotes'] as const;

/** The folder store's unfinished puts end so; no key may. */
export const PART_SUFFIX = '.part';

/**
 * A key is `<root>/<segment>/...`: a root of KEY_ROOTS, then non-empty segments that do not
 * start with a dot (no `.`, `..` or hidden name) and hold no backslash or control character,
 * at most 1024 characters in all (S3's limit), not ending in PART_SUFFIX.
 */
export function isObjectKey(key: string): boolean {
  if (key.length > 1024 || key.endsWith(PART_SUFFIX)) return false;
  const [root, ...rest] = key.split('/');
  if (!KEY_ROOTS.some((name) => name === root) || rest.length === 0) return false;
  // eslint-disable-next-line no-control-regex
  return rest.every((segment) => segment !== '' && !segment.startsWith('.') && !/[\\\u0000-\u001f\u007f]/.test(segment));
}

/** Throws for a key the store must not take (a bug in the caller, never user input that reached here unchecked). */
export function checkKey(key: string): string {
  if (!isObjectKey(key)) throw new Error(`invalid object key ${JSON.stringify(key)}`);
  return key;
}

/** A prefix to list: a root with its slash, optionally followed by more of a key. */
export function checkPrefix(prefix: string): string {
  const [root] = prefix.split('/');
  if (!KEY_ROOTS.some((name) => name === root) || !prefix.startsWith(`${root}/`)) throw new Error(`invalid object key prefix ${JSON.stringify(prefix)}`);
  return prefix;
}

/**
 * The chunks of a body stated to be `size` bytes, failing when it turns out shorter or longer.
 * The last chunk is held back until the body has ended, so a store never has the whole stated
 * length of a body that is longer.
 */
export async function* exactLength(chunks: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let received = 0;
  let held: Buffer | null = null;
  for await (const chunk of chunks) {
    received += chunk.length;
    if (received > size) throw new Error(`the body is longer than its stated ${size} bytes`);
    if (held) yield held;
    held = chunk;
  }
  if (received < size) throw new Error(`the body ended after ${received} of its stated ${size} bytes`);
  if (held) yield held;
}
