import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newUser, type Actor } from '../../support/accounts';
import { registerPatrol } from '../../support/battles';
import { useSite } from '../../support/site';
import { enginesAndStores } from '../../support/storage';
import { answerQuestion, createQuestion, createTask, getBattleTask, taskTimes } from '../../support/tasks';

const MB = 1024 * 1024;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-then-pixels')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-and-a-photo')]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 0, 0, 0, 0]);
/** The start of an iPhone's HEIC photo: box size, 'ftyp', brand 'heic'. */
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypheic\0\0\0\0mif1heicmiaf-and-a-photo')]);
/** The start of an MP4: box size, 'ftyp', brand 'isom'. */
const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom\0\0\x02\0isomiso2mp41')]);

/**
 * Streams `total` bytes (head first, then filler) as a PUT, never holding the body in memory:
 * chunked, or with its Content-Length as a browser sends a file when `declared`.
 */
function streamPut(
  url: string,
  head: Buffer,
  total: number,
  options: { declared?: boolean; onProgress?: () => void } = {},
): Promise<{ status: number; body: string }> {
  const { declared = false, onProgress } = options;
  const filler = Buffer.alloc(64 * 1024, 7);
  function* body() {
    yield head;
    let sent = head.length;
    while (sent < total) {
      const chunk = total - sent >= filler.length ? filler : filler.subarray(0, total - sent);
      sent += chunk.length;
      onProgress?.();
      yield chunk;
    }
  }
  return new Promise((resolve, reject) => {
    const { hostname, port, pathname, search } = new URL(url);
    const headers = declared ? { 'content-type': 'video/mp4', 'content-length': total } : { 'content-type': 'video/mp4' };
    const req = httpRequest({ hostname, port, path: pathname + search, method: 'PUT', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (data: string) => (text += data));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    // A refused upload ends the connection early; the answer has arrived by then.
    pipeline(Readable.from(body()), req).catch(() => undefined);
  });
}

/** The URL with the first character of its signature changed (always to another one). */
function forgeSignature(url: string): string {
  return url.replace(/signature=([^&]+)/, (_all, signature: string) => `signature=${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
}

describe.each(enginesAndStores)('media answers (%s, %s)', (engine, store) => {
  const site = useSite(engine, { battle: 'USB Medier', store });
  let owner: Actor;
  let imageQuestion: string;
  let videoQuestion: string;
  let taskID: string;

  beforeAll(async () => {
    owner = await newUser(site);
    await registerPatrol(site, owner, site.battleID, 'Ulvene', { category: 1 });
    taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    imageQuestion = await createQuestion(site, site.adminToken, taskID, 'mediaQuestion', { mediaType: 1 });
    videoQuestion = await createQuestion(site, site.adminToken, taskID, 'mediaQuestion', { mediaType: 2 });
  });

  async function uploadUrl(questionID: string, mimeType: string): Promise<string> {
    const answer = await answerQuestion(site, owner.token, questionID, { mediaAnswer: { mimeType } });
    const url = answer.data?.answers.answerQuestion.uploadUrl;
    if (!url) throw new Error(`no upload URL: ${JSON.stringify(answer.errors)}`);
    return `${site.url}${url}`;
  }

  const put = (url: string, body: Buffer, type = 'image/jpeg') => fetch(url, { method: 'PUT', body, headers: { 'content-type': type } });

  async function mediaAnswer(questionID: string) {
    const view = (await getBattleTask(site, owner.token, taskID)).data?.battles.getBattleTask;
    return view?.battleTaskAnswerCurrentUser?.answers.find((answer) => answer.questionID === questionID);
  }

  it('stores an image, lists it with a signed download, and replaces it on a new upload', async () => {
    const url = await uploadUrl(imageQuestion, 'image/png');
    const first = await put(url, PNG, 'image/png');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ mimeType: 'image/png', size: PNG.length });
    const listed = await mediaAnswer(imageQuestion);
    expect(listed).toMatchObject({ __typename: 'MediaAnswer', mimeType: 'image/png' });
    const download = await fetch(`${site.url}${listed?.downloadUrl}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
    const range = await fetch(`${site.url}${listed?.downloadUrl}`, { headers: { range: 'bytes=0-3' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(PNG.subarray(0, 4))).toBe(true);

    // Some browsers give a HEIC file no type: the body is still read, and its bytes decide.
    expect((await fetch(await uploadUrl(imageQuestion, 'image/heic'), { method: 'PUT', body: JPEG })).status).toBe(200);
    const replaced = await mediaAnswer(imageQuestion);
    expect(replaced?.mimeType).toBe('image/jpeg');
    // The old URL signed the old file, which is gone.
    expect((await fetch(`${site.url}${listed?.downloadUrl}`)).status).toBe(403);
    // The replaced file is gone from the store too: one stored file for the one answer.
    const stored: string[] = [];
    for await (const item of site.app.objects.list('media/')) stored.push(item.key);
    expect(stored).toHaveLength(1);
  });

  it('keeps a HEIC an older page sends (the task view converts to JPEG first), so no answer is lost', async () => {
    const response = await put(await uploadUrl(imageQuestion, 'image/heic'), HEIC, 'image/heic');
    expect(response.status).toBe(200);
    expect(await mediaAnswer(imageQuestion)).toMatchObject({ __typename: 'MediaAnswer', mimeType: 'image/heic' });
  });

  it('refuses forged and expired signatures with 403', async () => {
    const url = await uploadUrl(imageQuestion, 'image/png');
    expect((await put(forgeSignature(url), PNG)).status).toBe(403);
    expect(
      (
        await put(
          url.replace(/expires=(\d+)/, (_all, expires: string) => `expires=${Number(expires) + 60_000}`),
          PNG,
        )
      ).status,
    ).toBe(403);
    expect((await put(url.replace(/\/upload\/\d+/, '/upload/999999'), PNG)).status).toBe(403);
    const download = (await mediaAnswer(imageQuestion))?.downloadUrl ?? '';
    expect((await fetch(`${site.url}${forgeSignature(download)}`)).status).toBe(403);

    site.clock.advance(15 * 60 * 1000 + 1000);
    expect((await put(url, PNG)).status).toBe(403);
    expect((await put(await uploadUrl(imageQuestion, 'image/png'), PNG)).status).toBe(200);
  });

  it('refuses files that are not an image or video of the question type (415), keeping the saved one', async () => {
    const before = await mediaAnswer(imageQuestion);
    for (const body of [PDF, ZIP, MP4_HEAD, Buffer.from([0x89, 0x50])]) {
      const answer = await put(await uploadUrl(imageQuestion, 'image/jpeg'), body);
      expect([answer.status, ((await answer.json()) as { code: string }).code]).toEqual([415, 'UNSUPPORTED_MEDIA']);
    }
    expect((await put(await uploadUrl(videoQuestion, 'video/mp4'), JPEG, 'video/mp4')).status).toBe(415);
    const after = await mediaAnswer(imageQuestion);
    expect(after?.mimeType).toBe(before?.mimeType);
    expect((await fetch(`${site.url}${after?.downloadUrl}`)).status).toBe(200);
    expect(await mediaAnswer(videoQuestion)).toBeUndefined();
  });

  it('refuses an image beyond 25 MB with 413, declared or streamed', async () => {
    const declared = await put(await uploadUrl(imageQuestion, 'image/jpeg'), Buffer.concat([JPEG, Buffer.alloc(25 * MB)]));
    expect(declared.status).toBe(413);
    const streamed = await streamPut(await uploadUrl(imageQuestion, 'image/jpeg'), JPEG, 25 * MB + 1);
    expect(streamed.status).toBe(413);
  });

  it('streams a 200 MB video sent chunked to storage with flat memory', async () => {
    const url = await uploadUrl(videoQuestion, 'video/mp4');
    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sample = () => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    };
    const timer = setInterval(sample, 20);
    let chunks = 0;
    const answer = await streamPut(url, MP4_HEAD, 200 * MB, {
      onProgress: () => {
        chunks += 1;
        if (chunks % 64 === 0) sample();
      },
    });
    clearInterval(timer);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ mimeType: 'video/mp4', size: 200 * MB });
    expect(peakRss - baseline.rss).toBeLessThan(64 * MB);
    expect(peakHeap - baseline.heapUsed).toBeLessThan(64 * MB);
    const listed = await mediaAnswer(videoQuestion);
    const head = await fetch(`${site.url}${listed?.downloadUrl}`, { headers: { range: 'bytes=0-31' } });
    expect(head.headers.get('content-range')).toBe(`bytes 0-31/${200 * MB}`);
  });

  it('stores a 40 MB video sent with its Content-Length, as the task view sends a file', async () => {
    const answer = await streamPut(await uploadUrl(videoQuestion, 'video/mp4'), MP4_HEAD, 40 * MB, { declared: true });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ mimeType: 'video/mp4', size: 40 * MB });
    const listed = await mediaAnswer(videoQuestion);
    const tail = await fetch(`${site.url}${listed?.downloadUrl}`, { headers: { range: `bytes=${40 * MB - 4}-${40 * MB - 1}` } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${40 * MB - 4}-${40 * MB - 1}/${40 * MB}`);
    expect(Buffer.from(await tail.arrayBuffer()).equals(Buffer.alloc(4, 7))).toBe(true);
  });

  it('refuses uploads once the task has closed for answers (409)', async () => {
    // The task closes 90 minutes after it was made; the clock is already 15 minutes on.
    site.clock.advance(74 * 60 * 1000);
    const url = await uploadUrl(imageQuestion, 'image/png');
    site.clock.advance(2 * 60 * 1000);
    expect((await put(url, PNG)).status).toBe(409);
  });
});
