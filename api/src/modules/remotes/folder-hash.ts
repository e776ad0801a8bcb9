/**
 * Content identity of a built remote folder: a sha256 over every file's relative path and
 * bytes, and the folder's total size. Only regular files and folders may be in it.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ApiError } from '../../errors';

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

export async function hashFolder(folder: string): Promise<{ hash: string; sizeBytes: number }> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  for (const file of await listFiles(folder)) {
    const bytes = await readFile(file);
    sizeBytes += bytes.length;
    // Separators are normalised so the same build hashes alike on every platform.
    hash.update(relative(folder, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(bytes);
    hash.update('\0');
  }
  return { hash: hash.digest('hex'), sizeBytes };
}
