/**
 * Start-up recovers by itself from what a crash or a container restart leaves behind: a PGlite
 * lock whose pid is dead, reused by another process or by this very one is taken over, while a
 * live api on the same folder is still refused; uploads cut off mid-way (`.part` files idle for
 * longer than an upload may take) are removed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseInUseError, identityOf } from '@usb/pglite-driver';
import { startApp, testConfig, TestClock, type TestSite } from '../support/site';
import { createStorage, engines, type TestStorage } from '../support/storage';

const MINUTE = 60 * 1000;

/** A process that lives until killed; answers it once its pid is known. */
function runChild(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore' });
  if (child.pid === undefined) throw new Error(`${command} did not start`);
  return child;
}

describe('a stale PGlite lock', () => {
  let storage: TestStorage;
  const children: ChildProcess[] = [];
  const sites: TestSite[] = [];
  const lockFile = () => join(storage.dataDir, 'pglite.lock');
  const start = async () => {
    const site = await startApp(testConfig(storage, new TestClock()));
    sites.push(site);
    return site;
  };

  beforeEach(async () => {
    storage = await createStorage('pglite');
    mkdirSync(join(storage.dataDir, 'pglite'), { recursive: true });
  });
  afterEach(async () => {
    for (const site of sites.splice(0)) await site.close();
    for (const child of children.splice(0)) child.kill('SIGKILL');
    await storage.dispose();
  });

  it.each([
    ['naming this very pid (reused after a restart)', () => JSON.stringify(identityOf(process.pid))],
    ['naming this pid in the old bare format', () => String(process.pid)],
    ['naming a dead pid', () => JSON.stringify({ pid: 2 ** 22 + 17, startTime: 'gone:1' })],
  ])('%s is taken over at start', async (_case, content) => {
    writeFileSync(lockFile(), content());
    const site = await start();
    expect((await site.client.get('/api/health')).status).toBe(200);
  });

  it('naming a live pid that now runs another program is taken over', async () => {
    const sleeper = runChild('sleep', ['30']);
    children.push(sleeper);
    writeFileSync(lockFile(), String(sleeper.pid));
    expect((await (await start()).client.get('/api/health')).status).toBe(200);
  });

  it('naming a live pid started at another time than recorded is taken over', async () => {
    const node = runChild(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    children.push(node);
    writeFileSync(lockFile(), JSON.stringify({ pid: node.pid, startTime: 'another-boot:1' }));
    expect((await (await start()).client.get('/api/health')).status).toBe(200);
  });

  it('held by a live api, in another process or this one, is still refused', async () => {
    const node = runChild(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    children.push(node);
    await new Promise((resolve) => setTimeout(resolve, 100));
    writeFileSync(lockFile(), JSON.stringify(identityOf(node.pid ?? 0)));
    await expect(start()).rejects.toBeInstanceOf(DatabaseInUseError);

    node.kill('SIGKILL');
    await new Promise((resolve) => node.once('exit', resolve));
    await start();
    await expect(start()).rejects.toBeInstanceOf(DatabaseInUseError);
  });
});

describe.each(engines)('uploads cut off by a crash (%s)', (engine) => {
  it('are removed at start once idle longer than an upload may take; a fresh one stays', async () => {
    const storage = await createStorage(engine);
    const media = join(storage.dataDir, 'media');
    mkdirSync(media, { recursive: true });
    const stale = join(media, 'answer-1-abc.part');
    const fresh = join(media, 'answer-2-def.part');
    const finished = join(media, 'answer-3-ghi');
    for (const file of [stale, fresh, finished]) writeFileSync(file, 'bytes');
    const longAgo = new Date(Date.now() - 20 * MINUTE);
    utimesSync(stale, longAgo, longAgo);
    utimesSync(finished, longAgo, longAgo);
    const site = await startApp(testConfig(storage, new TestClock()));
    try {
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
      expect(existsSync(finished)).toBe(true);
    } finally {
      await site.close();
      await storage.dispose();
    }
  });
});
