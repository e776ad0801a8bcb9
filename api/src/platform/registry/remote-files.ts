/**
 * A stored remote version's files in the object store (docs/storage.md): the file `<path>` of
 * version `<version>` of remote `<name>` is the key `remotes/<name>/<version>/<path>`. A version
 * is written file by file in an order that makes a partly written version safe to meet: brotli
 * copies before the files they stand for (a served file's `.br` is there if the build has one),
 * the manifest last (a version whose manifest is stored is whole, so a second deploy of the same
 * build skips it). The registry records the version only after that, so no page names it before.
 */
import { createReadStream } from 'node:fs';
import { relative, sep } from 'node:path';
import { ApiError } from '../../errors';
import { isObjectKey, type ObjectStore } from '../../lib/object-store';
import { isEntryFile } from '../../lib/cache-control';
import { integrityOf } from './file-integrity';
import { listFiles, type FileIntegrity } from './folder-hash';
import { MANIFEST } from './remote-build';

/** Files put at once: enough to hide a bucket's per-request latency, few enough for a small machine. */
const PUTS_IN_FLIGHT = 8;

export function versionKey(name: string, version: string, path = ''): string {
  return `remotes/${name}/${version}/${path}`;
}

/** Brotli copies first, then the other files, the entry files, and the manifest last. */
function writeOrder(path: string): number {
  if (path === MANIFEST) return 3;
  if (path.endsWith('.br')) return 0;
  return isEntryFile(path) ? 2 : 1;
}

/** The stored bytes of a key; null when it holds nothing. */
async function readBytes(objects: ObjectStore, key: string): Promise<Buffer | null> {
  const stream = await objects.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function createRemoteFiles(objects: ObjectStore) {
  return {
    /** Whether the version is stored whole (its manifest is). */
    async isStored(name: string, version: string): Promise<boolean> {
      return (await objects.size(versionKey(name, version, MANIFEST))) !== null;
    },

    /** Copies a checked build folder into the store as the version's files, unless it is stored already. */
    async store(folder: string, name: string, version: string): Promise<void> {
      if (await this.isStored(name, version)) return;
      const paths = (await listFiles(folder)).map((file) => ({ file, path: relative(folder, file).split(sep).join('/') }));
      const refused = paths.find((item) => !isObjectKey(versionKey(name, version, item.path)));
      if (refused) throw new ApiError('BAD_USER_INPUT', `${refused.path} cannot be stored: no name may start with a dot or end with .part`, ['build']);
      for (const step of [0, 1, 2, 3]) {
        const batch = paths.filter((item) => writeOrder(item.path) === step);
        for (let start = 0; start < batch.length; start += PUTS_IN_FLIGHT) {
          await Promise.all(
            batch.slice(start, start + PUTS_IN_FLIGHT).map((item) => objects.put(versionKey(name, version, item.path), createReadStream(item.file))),
          );
        }
      }
    },

    /** A file of the version as text; null when it is not stored. */
    async readText(name: string, version: string, path: string): Promise<string | null> {
      return (await readBytes(objects, versionKey(name, version, path)))?.toString('utf8') ?? null;
    },

    /** The SRI digest of each stored file of the version, read from the store (for versions stored before digests were recorded). */
    async digests(name: string, version: string): Promise<FileIntegrity[]> {
      const prefix = versionKey(name, version);
      const files: FileIntegrity[] = [];
      for await (const item of objects.list(prefix)) {
        const bytes = await readBytes(objects, item.key);
        if (bytes) files.push({ path: item.key.slice(prefix.length), integrity: integrityOf(bytes) });
      }
      return files;
    },

    /** The stored version's total size in bytes; null when nothing of it is stored. */
    async size(name: string, version: string): Promise<number | null> {
      let total: number | null = null;
      for await (const item of objects.list(versionKey(name, version))) total = (total ?? 0) + item.size;
      return total;
    },
  };
}

export type RemoteFiles = ReturnType<typeof createRemoteFiles>;
