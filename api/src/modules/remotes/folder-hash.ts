/** Content identity of a built remote folder: a sha256 over every file's relative path and bytes. */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => relative(folder, a).localeCompare(relative(folder, b), 'en'));
}

export async function hashFolder(folder: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(folder)) {
    // Separators are normalised so the same build hashes alike on every platform.
    hash.update(relative(folder, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}
