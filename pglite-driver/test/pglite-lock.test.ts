/**
 * One process at a time on an embedded database (src/pglite-lock.ts): a live holder, this
 * process included, is refused; a lock its holder left behind is taken over. The api's start-up
 * over such locks is tested in the api (test/hardening/restart.test.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseInUseError, lockPglite } from '../src/pglite-lock';
import { identityOf } from '../src/process-identity';

describe('the lock of an embedded database', () => {
  let folder: string;
  let lockFile: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'usb-pglite-lock-'));
    lockFile = join(folder, 'pglite.lock');
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('is refused while this process holds it, and taken again once released', () => {
    const release = lockPglite(lockFile);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toEqual(identityOf(process.pid));
    expect(() => lockPglite(lockFile)).toThrow(DatabaseInUseError);
    release();
    expect(existsSync(lockFile)).toBe(false);
    lockPglite(lockFile)();
  });

  it('is refused while another live process holds it, and taken over once that one is gone', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(lockFile, JSON.stringify(identityOf(holder.pid ?? 0)));
      expect(() => lockPglite(lockFile)).toThrow(DatabaseInUseError);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    lockPglite(lockFile)();
  });

  it.each([
    ['this very pid, reused after a restart', () => JSON.stringify(identityOf(process.pid))],
    ['a dead pid', () => JSON.stringify({ pid: 2 ** 22 + 17, startTime: 'gone:1' })],
    ['a pid in the old bare format', () => String(process.pid)],
  ])('naming %s is taken over', (_case, content) => {
    writeFileSync(lockFile, content());
    const release = lockPglite(lockFile);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toEqual(identityOf(process.pid));
    release();
  });
});
