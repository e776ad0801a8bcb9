/**
 * Times one GraphQL operation in-process: the app answers `app.inject` requests (the whole
 * request path, session and XSRF checks, resolvers, database and JSON, but no socket), a few
 * unmeasured runs first, then median and max of the measured ones.
 */
import type { FastifyInstance } from 'fastify';
import { print, type DocumentNode } from 'graphql';
import { XSRF_COOKIE, XSRF_HEADER } from '@usb/schema/rest';

export interface Timing {
  runs: number;
  medianMs: number;
  maxMs: number;
  /** The size of the answer's JSON, which the staff's browser then receives. */
  responseBytes: number;
}

const WARMUP_RUNS = 2;

/** A session the way the browser has one: the token and the XSRF cookie the api hands out. */
export async function browserHeaders(app: FastifyInstance, token: string): Promise<Record<string, string>> {
  const first = await app.inject({ method: 'GET', url: '/api/health' });
  const cookie = first.cookies.find((candidate) => candidate.name === XSRF_COOKIE);
  if (!cookie) throw new Error('the api set no XSRF cookie');
  return { 'x-auth-token': token, cookie: `${XSRF_COOKIE}=${cookie.value}`, [XSRF_HEADER.toLowerCase()]: cookie.value, 'content-type': 'application/json' };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export async function timeOperation(
  app: FastifyInstance,
  headers: Record<string, string>,
  document: DocumentNode,
  variables: Record<string, unknown>,
  runs: number,
): Promise<Timing> {
  const payload = JSON.stringify({ query: print(document), variables });
  const durations: number[] = [];
  let responseBytes = 0;
  for (let run = 0; run < WARMUP_RUNS + runs; run += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url: '/graphql', headers, payload });
    const elapsed = performance.now() - started;
    const body = response.json<{ errors?: unknown[] }>();
    if (response.statusCode !== 200 || body.errors) throw new Error(`the operation failed: ${response.statusCode} ${response.body.slice(0, 500)}`);
    if (run >= WARMUP_RUNS) durations.push(elapsed);
    responseBytes = response.rawPayload.length;
  }
  return { runs, medianMs: median(durations), maxMs: Math.max(...durations), responseBytes };
}
