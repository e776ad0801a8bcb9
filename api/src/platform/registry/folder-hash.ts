/**
 * Content identity of a built remote folder: a sha256 over every file's relative path and
 * bytes, the folder's total size, and each file's Subresource Integrity digest. Only regular
 * files and folders may be in it.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ApiError } from '../../errors';
import { integrityOf } from './file-integrity';

/** Every file in the folder (absolute paths), sorted by relative path; BAD_USER_INPUT for anything but files and folders. */
export async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const odd = entries.find((entry) => !entry.isFile() && !entry.isDirectory());
  if (odd) throw new ApiError('BAD_USER_INPUT', `${relative(folder, join(odd.parentPath, odd.name))} is neither a file nor a folder`, ['build']);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => relative(folder, a).localeCompare(relative(folder, b), 'en'));
}

/** A file's path in its version folder (always with '/') and its SRI digest. */
export interface FileIntegrity {
  path: string;
  integrity: string;
}

export async function hashFolder(folder: string): Promise<{ hash: string; sizeBytes: number; files: FileIntegrity[] }> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const files: FileIntegrity[] = [];
  for (const file of await listFiles(folder)) {
    const bytes = await readFile(file);
    sizeBytes += bytes.length;
    // Separators are normalised so the same build hashes alike on every platform.
    const path = relative(folder, file).split(sep).join('/');
    hash.update(path);
    hash.update('\0');
    hash.update(bytes);
    hash.update('\0');
    files.push({ path, integrity: integrityOf(bytes) });
  }
  return { hash: hash.digest('hex'), sizeBytes, files };
}
