/**
 * Media on two api processes sharing one PostgreSQL database and one bucket (docs/storage.md):
 * an upload cut off half way on one process leaves no object behind, the patrol's retry of the
 * same signed URL succeeds on the other, and the result is one answer row and one object, read
 * through either process.
 */
import { request as httpRequest } from 'node:http';
import { Client } from 'pg';
import { newUser, type Actor } from '../../support/accounts';
import { registerPatrol } from '../../support/battles';
import { startApp, testConfig, useSite, type TestSite } from '../../support/site';
import { answerQuestion, createQuestion, createTask, getBattleTask, taskTimes } from '../../support/tasks';
import { describeOnPostgres } from '../../support/storage';

const MB = 1024 * 1024;
const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom\0\0\x02\0isomiso2mp41')]);

/** Sends the head and `sendBytes` of filler of a declared `total`-byte video, then cuts the connection, as a phone that lost its network. */
function cutUpload(url: string, total: number, sendBytes: number): Promise<void> {
  const { hostname, port, pathname, search } = new URL(url);
  const req = httpRequest({ hostname, port, path: pathname + search, method: 'PUT', headers: { 'content-type': 'video/mp4', 'content-length': total } });
  req.on('error', () => undefined);
  const filler = Buffer.alloc(MB, 7);
  return new Promise((resolve) => {
    req.write(MP4_HEAD);
    let sent = 0;
    const more = (): void => {
      while (sent < sendBytes) {
        sent += filler.length;
        if (!req.write(filler)) return void req.once('drain', more);
      }
      req.destroy();
      resolve();
    };
    more();
  });
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeOnPostgres('media on two api processes with one PostgreSQL and one bucket', () => {
  const site = useSite('postgres', { battle: 'USB Spand', store: 'bucket' });
  let other: TestSite;
  let owner: Actor;
  let taskID: string;
  let questionID: string;

  beforeAll(async () => {
    other = await startApp(testConfig(site.storage, site.clock));
    owner = await newUser(site);
    await registerPatrol(site, owner, site.battleID, 'Ulvene', { category: 1 });
    taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    questionID = await createQuestion(site, site.adminToken, taskID, 'mediaQuestion', { mediaType: 2 });
  });

  afterAll(async () => {
    await other.close();
  });

  async function storedObjects(): Promise<{ key: string; size: number }[]> {
    const found: { key: string; size: number }[] = [];
    for await (const item of site.app.objects.list('media/')) found.push(item);
    return found;
  }

  it('keeps no half object from a cut upload, and the retry on the other process makes one row and one object', async () => {
    const answer = await answerQuestion(site, owner.token, questionID, { mediaAnswer: { mimeType: 'video/mp4' } });
    const uploadPath = answer.data?.answers.answerQuestion.uploadUrl;
    if (!uploadPath) throw new Error(`no upload URL: ${JSON.stringify(answer.errors)}`);

    // 20 MB of 40 MB, with its Content-Length: past the first parts the api streamed to the bucket.
    const connections = (): Promise<number> => new Promise((resolve) => site.app.server.getConnections((_error, count) => resolve(count)));
    const kept = await connections();
    await cutUpload(`${site.url}${uploadPath}`, 40 * MB, 20 * MB);
    await until(async () => (await connections()) <= kept, 'the cut connection to close');
    expect(await storedObjects()).toEqual([]);

    const retry = await fetch(`${other.url}${uploadPath}`, {
      method: 'PUT',
      body: Buffer.concat([MP4_HEAD, Buffer.alloc(12 * MB, 3)]),
      headers: { 'content-type': 'video/mp4' },
    });
    expect(retry.status).toBe(200);
    const size = MP4_HEAD.length + 12 * MB;

    const objects = await storedObjects();
    expect(objects).toEqual([{ key: expect.stringMatching(/^media\//) as string, size }]);
    const database = new Client({ connectionString: site.storage.databaseUrl });
    await database.connect();
    try {
      const rows = await database.query<{ media_key: string; media_size: number }>('select media_key, media_size from answers where question_id = $1', [
        Number(questionID),
      ]);
      expect(rows.rows).toEqual([{ media_key: objects[0]!.key.slice('media/'.length), media_size: size }]);
    } finally {
      await database.end();
    }

    // The process that lost the upload serves the file the other one stored, by range too.
    const view = (await getBattleTask(site, owner.token, taskID)).data?.battles.getBattleTask;
    const listed = view?.battleTaskAnswerCurrentUser?.answers.find((item) => item.questionID === questionID);
    const head = await fetch(`${site.url}${listed?.downloadUrl}`, { headers: { range: 'bytes=0-3' } });
    expect([head.status, head.headers.get('content-range')]).toEqual([206, `bytes 0-3/${size}`]);
    expect(Buffer.from(await head.arrayBuffer()).equals(MP4_HEAD.subarray(0, 4))).toBe(true);
  });
});
