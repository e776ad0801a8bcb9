/**
 * Patrols autosaving through the real save path (GraphQL `answerQuestion` over HTTP) at a steady
 * pace, each against one of the api apps, and keeping books of what happened: every
 * acknowledged save (the patrol got a receipt) and every failed request, by how it failed. Save k
 * of a patrol answers question k with a text of its own, so each acknowledged save can be looked
 * up afterwards. A failed save is sent again as remote-tasks' autosave does (answer-save-queue.ts):
 * the same text after 1 s, then 2 s, 4 s ... A request that gets no answer within
 * `REQUEST_TIMEOUT_MS` counts as a hang.
 */
import type { Night } from './night';

const ANSWER = `mutation ($questionID: ID!, $stringAnswer: StringAnswerInput) {
  answers { answerQuestion(questionID: $questionID, stringAnswer: $stringAnswer) { id } } }`;

/** Between one patrol's acknowledged save and its next. */
const PACE_MS = 250;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
export const REQUEST_TIMEOUT_MS = 15_000;

export interface AcknowledgedSave {
  patrolId: number;
  questionId: number;
  text: string;
  /** When the patrol first sent it, and when the receipt came. */
  firstSentAt: number;
  acknowledgedAt: number;
  /** Requests it took (1: no retry by the patrol). */
  requests: number;
}

export interface FailedRequest {
  patrolId: number;
  at: number;
  /** `HTTP <status> <code>`, `network` or `hang`. */
  kind: string;
}

interface GraphqlBody {
  data?: { answers?: { answerQuestion?: { id?: string } } } | null;
  errors?: { extensions?: { code?: string } }[];
}

/** The XSRF token an app hands out (GET /api/health sets the cookie). */
async function xsrfOf(url: string): Promise<string> {
  const response = await fetch(`${url}/api/health`);
  await response.arrayBuffer();
  const token = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`no XSRF cookie from ${url}`);
  return token;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class PatrolRun {
  readonly saves: AcknowledgedSave[] = [];
  readonly failures: FailedRequest[] = [];
  private stopped = false;
  private running: Promise<void>[] = [];

  constructor(
    private readonly night: Night,
    private readonly urls: string[],
  ) {}

  async start(): Promise<void> {
    const tokens = await Promise.all(this.urls.map(xsrfOf));
    this.running = this.night.patrols.map((patrol, index) => {
      const url = this.urls[index % this.urls.length] ?? '';
      return this.patrol(patrol.id, patrol.token, url, tokens[index % tokens.length] ?? '');
    });
  }

  /** Stops sending (a save under way finishes or fails first) and waits for every patrol. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
  }

  /** The patrols that have had no save acknowledged after `at`, with their failures since. */
  notSavedAfter(at: number): { patrolId: number; failures: string[] }[] {
    return this.night.patrols
      .filter((patrol) => !this.saves.some((save) => save.patrolId === patrol.id && save.acknowledgedAt > at))
      .map((patrol) => ({
        patrolId: patrol.id,
        failures: this.failures.filter((failure) => failure.patrolId === patrol.id && failure.at > at).map((failure) => failure.kind),
      }));
  }

  /** Whether every patrol has had a save acknowledged after `at`. */
  allSavedAfter(at: number): boolean {
    return this.night.patrols.every((patrol) => this.saves.some((save) => save.patrolId === patrol.id && save.acknowledgedAt > at));
  }

  private async patrol(patrolId: number, token: string, url: string, xsrf: string): Promise<void> {
    for (const [index, questionId] of this.night.questionIds.entries()) {
      const text = `patrulje ${patrolId} gemmer ${index}`;
      const firstSentAt = Date.now();
      let requests = 0;
      for (;;) {
        if (this.stopped) return;
        requests += 1;
        const failure = await this.send(url, token, xsrf, questionId, text);
        if (failure === null) break;
        this.failures.push({ patrolId, at: Date.now(), kind: failure });
        await sleep(Math.min(FIRST_RETRY_MS * 2 ** (requests - 1), MAX_RETRY_MS));
      }
      this.saves.push({ patrolId, questionId, text, firstSentAt, acknowledgedAt: Date.now(), requests });
      await sleep(PACE_MS);
    }
  }

  /** One request; null when it was acknowledged, else how it failed. */
  private async send(url: string, token: string, xsrf: string, questionId: number, text: string): Promise<string | null> {
    let response: Response;
    try {
      response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
        body: JSON.stringify({ query: ANSWER, variables: { questionID: String(questionId), stringAnswer: { answerText: text } } }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      return error instanceof Error && error.name === 'TimeoutError' ? 'hang' : 'network';
    }
    let body: GraphqlBody | null = null;
    try {
      body = (await response.json()) as GraphqlBody;
    } catch {
      // Not JSON: the status says enough.
    }
    if (response.status === 200 && body?.data?.answers?.answerQuestion?.id) return null;
    return `HTTP ${response.status} ${body?.errors?.[0]?.extensions?.code ?? 'no code'}`;
  }
}
