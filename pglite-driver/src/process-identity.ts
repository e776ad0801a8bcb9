/**
 * Who holds a lock: a pid and that process's start time, so a pid reused by another process
 * (after a crash or a container restart) is told apart from the holder. The start time is
 * read from /proc on Linux (boot id and start tick); elsewhere it is unknown and a live pid is
 * taken as the holder.
 */
import { readFileSync } from 'node:fs';

export interface Holder {
  pid: number;
  /** `<boot id>:<start tick>`; null when unknown (another platform, or a lock of an older api). */
  startTime: string | null;
}

function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function startTimeOf(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  const bootId = readProc('/proc/sys/kernel/random/boot_id');
  if (stat === null || bootId === null) return null;
  // Field 22 (starttime) counts from the field after the command name, which may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields[19];
  return ticks === undefined ? null : `${bootId.trim()}:${ticks}`;
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

/** The identity a lock records for the process: this one's when it takes a lock. */
export function identityOf(pid: number): Holder {
  return { pid, startTime: startTimeOf(pid) };
}

/** Whether the holder still runs: its pid is alive and is the same process (same start time, or a node process when unknown). */
export function holderIsAlive(holder: Holder): boolean {
  if (!isAlive(holder.pid)) return false;
  if (holder.startTime !== null) {
    const current = startTimeOf(holder.pid);
    return current === null || current === holder.startTime;
  }
  // A lock of an older api names no start time: a pid now running something other than node was reused.
  const commandLine = readProc(`/proc/${holder.pid}/cmdline`);
  return commandLine === null || /(^|\/)node[^/]*$/.test(commandLine.split('\0')[0] ?? '');
}
