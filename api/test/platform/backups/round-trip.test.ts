/**
 * Backup and restore (docs/backups.md): a site with accounts, patrols, answers with a media
 * file, corrections, built results and a deployed remote version is backed up while it runs;
 * the archive restored into an empty site brings every one of them back (the same rows in the
 * database, the same answers through the api, the media file byte for byte, the remote version
 * served). A restore over a site that is not empty, and a changed or cut-off archive, are
 * refused before anything is written; the retention keeps the newest BACKUP_KEEP.
 */
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { runCli } from '../../../src/platform/cli/run-cli';
import { openDatabase, type Database } from '../../../src/db/database';
import { selectRows } from '../../../src/db/select-rows';
import { openObjectStore } from '../../../src/lib/object-store';
import { createBackupsService, folderShelf, listBackups } from '../../../src/platform/backups';
import { login, newUser, TEST_PASSWORD, type Actor } from '../../support/accounts';
import { ApiClient } from '../../support/api-client';
import { registerPatrol } from '../../support/battles';
import { writeRemoteBuild } from '../../support/fixtures';
import { ADMIN, startApp, testConfig, TestClock, useSite, type TestSite } from '../../support/site';
import { answeredTask, correct, getAnswer, queue, type AnsweredTask } from '../../support/staff';
import { createStorage, engines, type TestStorage } from '../../support/storage';
import { answerQuestion, createQuestion, createTask, getBattleTask, taskTimes } from '../../support/tasks';

const BACKUP_TOKEN = 'b'.repeat(40);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-a-patrol-photo')]);
const RESULT = 'query ($b: ID!) { results { buildByBattleID(battleID: $b) { id path categories { patrols { name total rank } } } } }';
const RESULT_BY_ID = 'query ($id: ID!) { results { getByID(id: $id) { id path categories { patrols { name total rank } } } } }';
/** Every table a user's work lives in, compared row by row. */
const TABLES = [
  'users',
  'sessions',
  'patrols',
  'patrol_members',
  'battle_task_answers',
  'answers',
  'answer_corrections',
  'results',
  'remote_versions',
  'server_secrets',
];

async function tableRows(db: Database): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) rows[table] = await selectRows(db, sql.raw(`select * from ${table} order by 1, 2`));
  return rows;
}

/** The rows of a stopped site's database. */
async function storedRows(storage: TestStorage): Promise<Record<string, unknown[]>> {
  const database = await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir, migrate: false });
  try {
    return await tableRows(database.db);
  } finally {
    await database.close();
  }
}

describe.each(engines)('backup and restore (%s)', (engine) => {
  const backupDir = mkdtempSync(join(tmpdir(), 'usb-backups-'));
  const workspace = mkdtempSync(join(tmpdir(), 'usb-backup-builds-'));
  const site = useSite(engine, { battle: 'USB Backup', config: { backup: { dir: backupDir, keep: 10, token: BACKUP_TOKEN } } });
  const clock = new TestClock();
  const restoredStorages: TestStorage[] = [];
  let delivered: AnsweredTask;
  let photographer: Actor;
  let photoTaskID = '';
  let resultID = '';
  let remoteVersion = '';

  afterAll(async () => {
    for (const storage of restoredStorages) await storage.dispose();
    rmSync(backupDir, { recursive: true, force: true });
    rmSync(workspace, { recursive: true, force: true });
  });

  async function cli(args: string[], storage: TestStorage = site.storage): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const code = await runCli(args, testConfig(storage, clock, { backup: { dir: backupDir, keep: 10 } }), (line) => lines.push(line));
    return { code, lines };
  }

  async function emptyStorage(): Promise<TestStorage> {
    const storage = await createStorage(engine);
    restoredStorages.push(storage);
    return storage;
  }

  /** What users and staff see of the site's content through the api. */
  async function observe(target: Pick<TestSite, 'client' | 'url'>) {
    const owner = delivered.deliveries[0]!.owner;
    const ownerToken = await login(target.client, owner.userName, TEST_PASSWORD);
    const photo = (await getBattleTask({ ...site, client: target.client }, photographer.token, photoTaskID)).data?.battles.getBattleTask;
    const downloadUrl = photo?.battleTaskAnswerCurrentUser?.answers[0]?.downloadUrl;
    const photoBytes = downloadUrl ? Buffer.from(await (await fetch(`${target.url}${downloadUrl}`)).arrayBuffer()) : null;
    const staffQueue = (await queue(target, site.adminToken, { b: site.battleID })).data?.battleTaskAnswers.getByBattleID;
    const result = (await target.client.graphql<{ results: { getByID: unknown } }>(RESULT_BY_ID, { id: resultID }, site.adminToken)).data?.results.getByID;
    const registry = (await target.client.get<Record<string, { version: string }>>('/remotes.json')).body;
    const entry = await fetch(`${target.url}/remotes/remote-tasks/${remoteVersion}/remoteEntry.js`);
    return {
      ownerLoggedIn: ownerToken.length > 0,
      photoBytes,
      staffQueue: staffQueue?.map(({ lock: _lock, ...answer }) => answer),
      result,
      activeRemote: registry.remote_tasks?.version,
      remoteEntry: entry.status === 200 ? await entry.text() : entry.status,
    };
  }

  beforeAll(async () => {
    // Accounts and patrols with text and choice answers, one answer corrected.
    delivered = await answeredTask(site, site.battleID, 2, 'Post');
    const first = delivered.deliveries[0]!;
    expect((await getAnswer(site, site.adminToken, first.taskAnswerID, true)).errors).toBeUndefined();
    expect((await correct(site, site.adminToken, first.textAnswerID, 7)).errors).toBeUndefined();
    // A patrol's photo.
    photographer = await newUser(site);
    await registerPatrol(site, photographer, site.battleID, 'Ørnene', { category: 1 });
    photoTaskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    const question = await createQuestion(site, site.adminToken, photoTaskID, 'mediaQuestion', { mediaType: 1 });
    const uploadUrl = (await answerQuestion(site, photographer.token, question, { mediaAnswer: { mimeType: 'image/png' } })).data?.answers.answerQuestion
      .uploadUrl;
    expect((await fetch(`${site.url}${uploadUrl}`, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } })).status).toBe(200);
    // Built results and a deployed remote version.
    const built = await site.client.graphql<{ results: { buildByBattleID: { id: string } } }>(RESULT, { b: site.battleID }, site.adminToken);
    resultID = built.data!.results.buildByBattleID.id;
    remoteVersion = (await site.app.remotes.deploy('remote-tasks', writeRemoteBuild(workspace, 'remote-tasks', '1.0.0', 'backed-up'))).version;
  });

  it('brings every account, patrol, answer, media file, point, result and remote version back into an empty site', async () => {
    const before = await observe(site);
    expect(before.photoBytes?.equals(PNG)).toBe(true);
    // The corrected text's 7 and the choice's 2.
    expect(before.staffQueue?.map((answer) => answer.points)).toContain(9);
    expect(before.remoteEntry).toContain('backed-up');
    const rowsBefore = await tableRows(site.app.db);

    // The running site makes the backup (the only way to a consistent copy of its embedded database).
    const made = await cli(['backup', '--url', site.url, '--token', BACKUP_TOKEN, '--out', backupDir]);
    expect(made).toEqual({ code: 0, lines: [expect.stringMatching(/usb-backup-.+\.tar: [\d.]+ MB, .*accounts 4, patrols 3, .*, \d+ objects/) as string] });
    const archive = made.lines[0]!.split(':')[0]!;

    const target = await emptyStorage();
    const restored = await cli(['restore', archive], target);
    expect(restored.code).toBe(0);
    expect(restored.lines[0]).toMatch(
      /^restored .* in [\d.]+ s: accounts 4, patrols 3, taskAnswers 3, answers 5, corrections 1, results 1, remoteVersions 1, \d+ objects$/,
    );
    expect(await storedRows(target)).toEqual(rowsBefore);
    // With no site running the CLI backs the restored site up by itself, to the same counts.
    const again = await cli(['backup', '--out', join(workspace, 'again')], target);
    expect(again.code).toBe(0);
    expect(again.lines[0]?.split(', ').slice(2, -2)).toEqual(made.lines[0]?.split(', ').slice(2, -2));

    const started = await startApp(testConfig(target, clock, { adminUserName: ADMIN.userName, adminPassword: ADMIN.password }));
    try {
      const after = await observe({ url: started.url, client: new ApiClient(started.url) });
      expect(after).toEqual(before);
    } finally {
      await started.close();
    }
  });

  it('refuses to restore over a site that is not empty, and says what to do', async () => {
    const archive = (await site.app.backups.make()).file;
    const over = await cli(['restore', archive]);
    expect(over.code).toBe(1);
    expect(over.lines[0]).toMatch(
      engine === 'pglite'
        ? /in use by process .* stop the site, then restore/
        : /the site is not empty: .* already holds \d+ tables\. A restore never overwrites a site: create a new database/,
    );
    // An empty database beside a store that holds objects is no empty site either.
    const target = await emptyStorage();
    await openObjectStore(testConfig(target, clock)).put('media/left-over', Readable.from([PNG]));
    const objects = await cli(['restore', archive], target);
    expect(objects).toEqual({ code: 1, lines: [expect.stringMatching(/the object store already holds objects \(media\/left-over\)/) as string] });
  });

  it('refuses a changed or cut-off archive before writing anything', async () => {
    const archive = (await site.app.backups.make()).file;
    const bytes = readFileSync(archive);
    const changed = join(workspace, 'changed.tar');
    const flipped = Buffer.from(bytes);
    // A byte of the patrol's photo.
    const at = bytes.indexOf(PNG) + 10;
    flipped[at] = flipped[at]! ^ 0xff;
    writeFileSync(changed, flipped);
    const cut = join(workspace, 'cut.tar');
    writeFileSync(cut, bytes);
    truncateSync(cut, Math.floor(bytes.length / 2));

    for (const [file, reason] of [
      [changed, /has changed since the backup|is not a whole tar archive|has \d+ bytes/],
      [cut, /is not a whole tar archive|is missing from the archive|has \d+ bytes/],
    ] as const) {
      const target = await emptyStorage();
      const refused = await cli(['restore', file], target);
      expect(refused.code).toBe(1);
      expect(refused.lines[0]).toMatch(reason);
      // Nothing written: still empty, so the real archive restores into it.
      expect((await cli(['restore', archive], target)).code).toBe(0);
    }
  });

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const keep = 2;
    const folder = mkdtempSync(join(tmpdir(), 'usb-backups-kept-'));
    try {
      const backups = createBackupsService(
        { handle: site.app.database, objects: site.app.objects, now: site.clock.now },
        { dir: folder, keep },
        folderShelf(folder),
      );
      const made: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        site.clock.advance(60_000);
        made.push(basename((await backups.make()).file));
      }
      expect(await listBackups(folder)).toEqual(made.slice(-keep));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
