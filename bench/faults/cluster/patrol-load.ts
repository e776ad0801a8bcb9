/**
 * The cluster test's steady load: virtual patrols (the bench's seeded sessions, event-night-
 * operations.ts' poll and save) saving and polling through HAProxy, each in its own loop with
 * its own keep-alive connection, as the task page does: a save, a pause, a save of the next
 * text, and every few saves a poll of the strip. A failed request is retried after a short pause
 * with the same text, as the page's autosave does, until it is acknowledged or the load stops.
 *
 * Every request is recorded (when it left, how long it took, which node answered, whether it
 * failed), and every acknowledged save's text: each text is `<patrol>:<question>:<sequence>`, so
 * afterwards the database must hold, per answer, a sequence at least the last acknowledged one
 * (a later save may have been written and its acknowledgement lost with the node).
 */
import { Agent, request } from 'node:http';
import { browserHeaders, decodeBody, type GraphqlRequest } from '../../api/virtual-browser';
import { pollOpenTasks, saveAnswer, type GraphqlClient } from '../../api/event-night-operations';
import type { EventNightFixture } from '../../api/api-protocol';
import { NODE_HEADER } from './haproxy';

const REQUEST_TIMEOUT_MS = 10_000;
const RETRY_PAUSE_MS = 200;
const SAVES_PER_POLL = 4;

export interface RequestRecord {
  kind: 'poll' | 'save';
  /** The patrol's index in the seed. */
  patrol: number;
  /** ms since the load started, when the request left. */
  at: number;
  ms: number;
  /** The node that answered (HAProxy's header), or '' without an answer. */
  node: string;
  error: string | null;
}

/** One patrol's browser: token, XSRF cookie and echo, one keep-alive connection; remembers which node answered last. */
class PatrolClient implements GraphqlClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  node = '';

  constructor(
    private readonly origin: string,
    private readonly token: string,
    private readonly xsrf: string,
  ) {}

  graphql(operation: GraphqlRequest): Promise<unknown> {
    this.node = '';
    const body = JSON.stringify(operation);
    return new Promise((resolve, reject) => {
      const outgoing = request(
        `${this.origin}/graphql`,
        { method: 'POST', agent: this.agent, headers: browserHeaders(this.token, this.xsrf, true), timeout: REQUEST_TIMEOUT_MS },
        (response) => {
          const header = response.headers[NODE_HEADER];
          this.node = typeof header === 'string' ? header : '';
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = decodeBody(response.headers['content-encoding'], Buffer.concat(chunks));
            if (response.statusCode !== 200) reject(new Error(`HTTP ${response.statusCode}: ${text.slice(0, 200)}`));
            else resolve(JSON.parse(text) as unknown);
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface LoadOptions {
  origin: string;
  fixture: EventNightFixture;
  patrols: number;
  /** Pause between a patrol's requests (each patrol's pause varies by up to a half). */
  pauseMs: number;
}

export class PatrolLoad {
  readonly records: RequestRecord[] = [];
  /** Per answer (`<patrol>:<question>`), the last acknowledged sequence. */
  readonly acknowledged = new Map<string, number>();
  acknowledgedSaves = 0;
  private stopping = false;
  private readonly started = performance.now();
  private readonly loops: Promise<void>[];

  constructor(private readonly options: LoadOptions) {
    if (options.patrols > options.fixture.patrolTokens.length) throw new Error('more patrols than the seed made');
    this.loops = Array.from({ length: options.patrols }, (_, patrol) => this.run(patrol));
  }

  /** ms since the load started. */
  now(): number {
    return performance.now() - this.started;
  }

  /** Stops every loop after its current request (and its retries) and waits for them. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.loops);
  }

  /** The records that left within [from, to) ms. */
  between(from: number, to: number): RequestRecord[] {
    return this.records.filter((record) => record.at >= from && record.at < to);
  }

  private async run(patrol: number): Promise<void> {
    const { origin, fixture, pauseMs } = this.options;
    const client = new PatrolClient(origin, fixture.patrolTokens[patrol] ?? '', fixture.xsrfTokens[patrol] ?? '');
    // Spread the first requests over one pause, so the patrols do not arrive in step.
    await pause(Math.random() * pauseMs);
    try {
      for (let step = 0; !this.stopping; step += 1) {
        if (step % (SAVES_PER_POLL + 1) === 0) {
          await this.untilDone('poll', patrol, client, () => pollOpenTasks(client, fixture.taskId));
        } else {
          const questionId = fixture.questionIds[step % fixture.questionIds.length] ?? '';
          const key = `${patrol}:${questionId}`;
          const sequence = step;
          const done = await this.untilDone('save', patrol, client, () => saveAnswer(client, questionId, `${key}:${sequence}`));
          if (done) {
            this.acknowledged.set(key, sequence);
            this.acknowledgedSaves += 1;
          }
        }
        await pause(pauseMs * (0.75 + Math.random() / 2));
      }
    } finally {
      client.close();
    }
  }

  /** Sends until acknowledged (true) or the load stops (false), recording every attempt. */
  private async untilDone(kind: 'poll' | 'save', patrol: number, client: PatrolClient, send: () => Promise<void>): Promise<boolean> {
    for (;;) {
      const at = this.now();
      let error: string | null = null;
      try {
        await send();
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
      this.records.push({ kind, patrol, at, ms: this.now() - at, node: client.node, error });
      if (error === null) return true;
      if (this.stopping) return false;
      await pause(RETRY_PAUSE_MS);
    }
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The pth percentile (0-100) of the latencies, in ms. */
export function percentile(records: RequestRecord[], p: number): number {
  const sorted = records.map((record) => record.ms).sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
