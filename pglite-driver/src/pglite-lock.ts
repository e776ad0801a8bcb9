/**
 * PGlite is a database inside one process: two processes opening the same folder would
 * corrupt it. Whoever opens one (the api, its CLI) therefore takes a lock file beside it and
 * refuses to open a folder another live process holds. The lock names its holder by pid and by
 * the process's start time, so a lock left behind recovers by itself after a crash or a
 * container restart, even when its pid now belongs to another process or to this very one
 * (pids are reused).
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { holderIsAlive, identityOf, type Holder } from './process-identity';

/** The folder is held by another live process. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

/** Lock files this process holds now: a second open in the same process is refused too. */
const heldHere = new Set<string>();

/** A take-over left half-done by a crash is abandoned after this long. */
const TAKEOVER_STALE_MS = 10_000;

function parseHolder(content: string): Holder | null {
  const text = content.trim();
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (typeof parsed.pid === 'number') return { pid: parsed.pid, startTime: typeof parsed.startTime === 'string' ? parsed.startTime : null };
  } catch {
    // Locks written before the start time was recorded hold the bare pid.
  }
  const pid = Number(text);
  return Number.isInteger(pid) && pid > 0 ? { pid, startTime: null } : null;
}

function isHeldByOther(lockFile: string, holder: Holder | null): boolean {
  if (!holder) return false;
  if (holder.pid === process.pid) return heldHere.has(lockFile);
  return holderIsAlive(holder);
}

/** Removes a stale lock unless another process is already taking it over (a directory is the mutex). */
function takeOver(lockFile: string, seen: string): void {
  const mutex = `${lockFile}.takeover`;
  try {
    mkdirSync(mutex);
  } catch {
    const startedAt = statSync(mutex, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - startedAt > TAKEOVER_STALE_MS) rmdirSync(mutex);
    return;
  }
  try {
    // Only the lock that was judged stale goes; a fresh one written meanwhile stays.
    if (readFileSync(lockFile, 'utf8') === seen) rmSync(lockFile, { force: true });
  } finally {
    rmdirSync(mutex);
  }
}

/** Takes the lock or throws DatabaseInUseError; returns its release. A stale lock is taken over. */
export function lockPglite(lockFile: string): () => void {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, JSON.stringify(identityOf(process.pid)));
      closeSync(fd);
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const seen = readFileSync(lockFile, 'utf8');
      const holder = parseHolder(seen);
      if (isHeldByOther(lockFile, holder)) {
        throw new DatabaseInUseError(
          `the embedded database ${lockFile.replace(/\.lock$/, '')} is in use by process ${holder?.pid}; stop it first, or use DATABASE_URL (PostgreSQL) to share the database`,
        );
      }
      takeOver(lockFile, seen);
    }
  }
  throw new Error(`could not lock ${lockFile}`);
}
