/**
 * The Prometheus metrics an operator's dashboard reads (plugins/metrics.ts and the modules'
 * own), scraped from their own address after some traffic: requests by route pattern and status
 * with latency, GraphQL operations by field, save batch sizes, the correction queue per battle,
 * cache hits, the pool's use, the listener, uploads in flight and the process. The site's own
 * port serves no metrics. The sum over a cluster's workers is checked in test/server/cluster.test.ts.
 */
import { request as httpRequest, type ClientRequest } from 'node:http';
import { newUser } from '../support/accounts';
import { registerPatrol } from '../support/battles';
import { scrape, sample } from '../support/metrics';
import { useSite } from '../support/site';
import { engines } from '../support/storage';
import { answerQuestion, createQuestion, createTask, taskTimes } from '../support/tasks';

const CURRENT = '{ users { getCurrent { id } } }';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-then-pixels')]);

/** A PUT of the URL that has sent its first bytes and waits for the test to end or abort it; `answered` gives the status. */
function openUpload(url: string): { request: ClientRequest; answered: Promise<number> } {
  const { hostname, port, pathname, search } = new URL(url);
  let request: ClientRequest | undefined;
  const answered = new Promise<number>((resolve) => {
    request = httpRequest({ hostname, port, path: pathname + search, method: 'PUT', headers: { 'content-type': 'image/png' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
  });
  if (!request) throw new Error('no request');
  request.write(PNG);
  return { request, answered };
}
const HEALTH = { route: '/api/health', method: 'GET', status: '200' };

describe.each(engines)('metrics (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Målinger', config: { metricsPort: 0 } });
  const metricsAddress = () => {
    const address = site.app.metrics.server?.address;
    if (!address) throw new Error('no metrics server');
    return `${address.address}:${address.port}`;
  };

  it('listens on loopback on a port of its own, and not on the site', async () => {
    expect(site.app.metrics.server?.address.address).toBe('127.0.0.1');
    const site404 = await site.client.get<unknown>('/metrics');
    expect(JSON.stringify(site404.body)).not.toContain('usb_http_request_duration_seconds');
    expect((await scrape(metricsAddress())).status).toBe(200);
  });

  it('counts requests by route pattern and status, GraphQL operations by field, and the caches', async () => {
    const before = (await scrape(metricsAddress())).text;
    for (let i = 0; i < 3; i += 1) expect((await site.client.get('/api/health')).status).toBe(200);
    expect((await site.client.get('/api/ready')).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await site.client.graphql(CURRENT, {}, site.adminToken)).errors).toBeUndefined();
    expect((await site.client.graphql('{ users { nope } }', {}, site.adminToken)).errors).toBeDefined();
    const after = (await scrape(metricsAddress())).text;

    const grew = (name: string, labels: Record<string, string>) => (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(grew('usb_http_request_duration_seconds_count', HEALTH)).toBe(3);
    expect(grew('usb_http_request_duration_seconds_bucket', { ...HEALTH, le: '+Inf' })).toBe(3);
    expect(sample(after, 'usb_http_request_duration_seconds_sum', HEALTH)).toBeGreaterThan(0);
    expect(grew('usb_http_request_duration_seconds_count', { route: '/api/ready', method: 'GET', status: '200' })).toBe(1);
    expect(grew('usb_http_request_duration_seconds_count', { route: '/graphql', method: 'POST', status: '200' })).toBe(2);
    expect(grew('usb_http_request_duration_seconds_count', { route: '/graphql', method: 'POST', status: '400' })).toBe(1);
    expect(grew('usb_graphql_operations_total', { operation: 'users.getCurrent', type: 'query', outcome: 'ok' })).toBe(2);
    // A document that fails validation never runs, and no field a client invents becomes a label.
    expect(after).not.toContain('users.nope');
    const hits = [...after.matchAll(/^usb_cache_lookups_total\{cache="[^"]+",result="hit"\} (\d+)$/gm)].map((match) => Number(match[1]));
    expect(hits.some((count) => count > 0)).toBe(true);
  });

  it('tells save batch sizes and the correction queue per battle', async () => {
    const owner = await newUser(site);
    await registerPatrol(site, owner, site.battleID, 'Målerne');
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    const questions = [
      await createQuestion(site, site.adminToken, taskID, 'stringQuestion'),
      await createQuestion(site, site.adminToken, taskID, 'stringQuestion'),
    ];
    const before = (await scrape(metricsAddress())).text;
    for (const questionID of questions) {
      expect((await answerQuestion(site, owner.token, questionID, { stringAnswer: { answerText: 'Svar' } })).errors).toBeUndefined();
    }
    const after = (await scrape(metricsAddress())).text;
    expect((sample(after, 'usb_answer_save_batch_size_count') ?? 0) - (sample(before, 'usb_answer_save_batch_size_count') ?? 0)).toBe(2);
    // One task answer (both questions) of the battle waits for correction.
    expect(sample(after, 'usb_correction_queue_length', { battle: site.battleID })).toBe(1);
  });

  it('counts an upload in flight from its first bytes to its answer or abort', async () => {
    const owner = await newUser(site);
    await registerPatrol(site, owner, site.battleID, 'Filmholdet');
    const taskID = await createTask(site, site.adminToken, site.battleID, taskTimes(site));
    const questionID = await createQuestion(site, site.adminToken, taskID, 'mediaQuestion', { mediaType: 1 });
    const uploadUrl = async () =>
      `${site.url}${(await answerQuestion(site, owner.token, questionID, { mediaAnswer: { mimeType: 'image/png' } })).data?.answers.answerQuestion.uploadUrl}`;
    const inFlight = async () => sample((await scrape(metricsAddress())).text, 'usb_media_uploads_in_flight');
    const until = async (count: number) => {
      const deadline = Date.now() + 5_000;
      while ((await inFlight()) !== count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await inFlight()).toBe(count);
    };

    const finished = openUpload(await uploadUrl());
    await until(1);
    finished.request.end();
    expect(await finished.answered).toBe(200);
    await until(0);

    const aborted = openUpload(await uploadUrl());
    await until(1);
    aborted.request.destroy();
    await until(0);
  });

  it('tells the pool, the listener, uploads in flight and the process', async () => {
    const text = (await scrape(metricsAddress())).text;
    if (engine === 'postgres') {
      expect(sample(text, 'usb_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'usb_db_pool_connections', { state: 'total' })).toBeLessThanOrEqual(10);
      expect(sample(text, 'usb_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(sample(text, 'usb_db_pool_connections', { state: 'total' })).toBeUndefined();
    }
    expect(sample(text, 'usb_invalidation_listener_up')).toBe(1);
    expect(sample(text, 'usb_media_uploads_in_flight')).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });
});
