/**
 * Backup and restore of a site whose objects live in an S3-compatible bucket (a real s3rver on
 * loopback): the backup reads the photo and the remote version's files from the bucket and is
 * kept in the bucket's backups/ (BACKUP_KEEP there, the newest also on the machine); the restore
 * puts the objects into another, empty prefix of it, and the restored site serves both.
 * The database half is the round trip's (round-trip.test.ts); here the objects are the point.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { runCli } from '../../../src/platform/cli/run-cli';
import { listBackups } from '../../../src/platform/backups';
import { newUser } from '../../support/accounts';
import { ApiClient } from '../../support/api-client';
import { registerPatrol } from '../../support/battles';
import { startBucketServer, type BucketServer } from '../../support/bucket-server';
import { writeRemoteBuild } from '../../support/fixtures';
import { ADMIN, startApp, startSite, testConfig, TestClock, type Site } from '../../support/site';
import { createStorage, engines, type TestStorage } from '../../support/storage';
import { answerQuestion, createQuestion, createTask, getBattleTask, taskTimes } from '../../support/tasks';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-from-the-bucket')]);

describe.each(engines)('backup and restore with a bucket (%s)', (engine) => {
  const workspace = mkdtempSync(join(tmpdir(), 'usb-backup-bucket-'));
  const clock = new TestClock();
  let server: BucketServer;
  let site: Site & { battleID: string };
  const storages: TestStorage[] = [];

  beforeAll(async () => {
    server = await startBucketServer();
    site = await startSite(engine, {
      battle: 'USB Spand',
      config: { bucket: { ...server.bucket, prefix: 'site-a/' }, backup: { dir: join(workspace, 'backups'), keep: 2, inBucket: true } },
    });
  });
  afterAll(async () => {
    await site?.close();
    for (const storage of storages) await storage.dispose();
    await server?.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('copies the objects out of the bucket and back into an empty prefix', async () => {
    const owner = await newUser(site);
    await registerPatrol(site, owner, site.battleID, 'Spandene', { category: 1 });
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    const question = await createQuestion(site, site.adminToken, taskID, 'mediaQuestion', { mediaType: 1 });
    const uploadUrl = (await answerQuestion(site, owner.token, question, { mediaAnswer: { mimeType: 'image/png' } })).data?.answers.answerQuestion.uploadUrl;
    expect((await fetch(`${site.url}${uploadUrl}`, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } })).status).toBe(200);
    const { version } = await site.app.remotes.deploy('remote-tasks', writeRemoteBuild(workspace, 'remote-tasks', '1.0.0', 'i-spanden'));

    // Kept in the bucket's backups/ with BACKUP_KEEP 2; only the newest stays on the machine.
    let made = await site.app.backups.make();
    for (let index = 0; index < 2; index += 1) {
      site.clock.advance(60_000);
      made = await site.app.backups.make();
    }
    expect(made.manifest.objects.count).toBeGreaterThanOrEqual(2);
    const kept = await site.app.backups.shelf.list();
    expect(kept).toHaveLength(2);
    expect(kept.at(-1)).toBe(basename(made.file));
    expect(site.app.backups.shelf.place).toBe(`s3://${server.bucket.bucket}/site-a/backups/`);
    expect(await listBackups(join(workspace, 'backups'))).toEqual([basename(made.file)]);

    const target = await createStorage(engine);
    const other = await createStorage(engine);
    storages.push(target, other);
    const config = testConfig(target, clock, { bucket: { ...server.bucket, prefix: 'site-b/' }, adminUserName: ADMIN.userName, adminPassword: ADMIN.password });
    const lines: string[] = [];
    expect(await runCli(['restore', made.file], config, (line) => lines.push(line))).toBe(0);
    // The original site's prefix holds objects: no empty site, even with an empty database.
    const again: string[] = [];
    expect(
      await runCli(['restore', made.file], testConfig(other, clock, { bucket: { ...server.bucket, prefix: 'site-a/' } }), (line) => again.push(line)),
    ).toBe(1);
    expect(again[0]).toMatch(/the object store already holds objects/);

    const restored = await startApp(config);
    try {
      const client = new ApiClient(restored.url);
      const view = (await getBattleTask({ ...site, client }, owner.token, taskID)).data?.battles.getBattleTask;
      const downloadUrl = view?.battleTaskAnswerCurrentUser?.answers[0]?.downloadUrl;
      expect(Buffer.from(await (await fetch(`${restored.url}${downloadUrl}`)).arrayBuffer()).equals(PNG)).toBe(true);
      const entry = await fetch(`${restored.url}/remotes/remote-tasks/${version}/remoteEntry.js`);
      expect(await entry.text()).toContain('i-spanden');
    } finally {
      await restored.close();
    }
  });
});
