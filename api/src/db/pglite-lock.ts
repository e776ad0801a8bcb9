/**
 * PGlite is a database inside one process: two processes opening the same folder would
 * corrupt it. The api and the CLI therefore take a lock file beside it (holding their pid)
 * and refuse to open a folder another live process holds.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** The folder is held by another live process. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws; returns its release. A lock left by a dead process is taken over. */
export function lockPglite(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DatabaseInUseError(
          `the embedded database ${lockFile.replace(/\.lock$/, '')} is in use by process ${holder}; stop it first, or use DATABASE_URL (PostgreSQL) to share the database`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${lockFile}`);
}
