/** @jest-environment node */
import { createSseParser, type LiveMessage, type StreamEvent } from '@usb/schema/rest';
import { createLiveConnection, RETRY_MS, type LiveConnectionOptions } from './live-connection';

describe('the event-stream parser', () => {
  it('reads events split anywhere, with ids, comments and retry', () => {
    const events: StreamEvent[] = [];
    const retries: number[] = [];
    const parser = createSseParser(
      (event) => events.push(event),
      (ms) => retries.push(ms),
    );
    for (const piece of ['retry: 500\n: open\n\nid: 4\nda', 'ta: {"a":1}\r', '\n\r\ndata: x\ndata: y\n', '\n']) parser.push(piece);
    expect(events).toEqual([
      { id: '4', event: 'message', data: '{"a":1}' },
      { id: undefined, event: 'message', data: 'x\ny' },
    ]);
    expect(retries).toEqual([500]);
  });
});

/** A stream the test writes to, as fetch's body. */
function streamBody() {
  let push: (text: string) => void = () => undefined;
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
      end = () => controller.close();
    },
  });
  return { body, push: (text: string) => push(text), end: () => end() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(answers: (() => { status: number; body?: ReadableStream<Uint8Array> })[]) {
  const requests: Record<string, string>[] = [];
  const signals: (AbortSignal | null | undefined)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const stored = new Map<string, string>();
  const options: LiveConnectionOptions = {
    fetch: jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      requests.push(init?.headers as Record<string, string>);
      signals.push(init?.signal);
      const answer = answers.shift()?.() ?? { status: 503 };
      return { status: answer.status, ok: answer.status >= 200 && answer.status < 300, body: answer.body ?? null } as Response;
    }),
    random: () => 0.5,
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    now: () => 0,
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  };
  return { connection: createLiveConnection(options), requests, timers, stored, signals, fetch: options.fetch as jest.Mock };
}

describe('the page’s live connection', () => {
  it('opens only while someone listens and a user is logged in, and hands messages to the kind’s listeners', async () => {
    const stream = streamBody();
    const { connection, requests, fetch } = harness([() => ({ status: 200, body: stream.body })]);
    const got: LiveMessage[] = [];
    connection.setSession('token-1', '3');
    expect(fetch).not.toHaveBeenCalled();
    connection.listen('announcement', (message) => got.push(message));
    await flush();
    expect(requests).toEqual([{ 'x-auth-token': 'token-1', accept: 'text/event-stream' }]);
    stream.push('id: 12\ndata: {"kind":"announcement","id":12,"battleId":1,"data":{"text":"Hej"}}\n\ndata: not json\n\n');
    await flush();
    expect(got).toEqual([{ kind: 'announcement', id: 12, battleId: 1, data: { text: 'Hej' } }]);
  });

  it('reconnects after a drop with a growing, spread wait and sends the last durable id', async () => {
    const first = streamBody();
    const { connection, requests, timers } = harness([() => ({ status: 200, body: first.body }), () => ({ status: 503 }), () => ({ status: 503 })]);
    connection.setSession('token-1', '3');
    connection.listen('announcement', () => undefined);
    await flush();
    first.push('retry: 1000\nid: 40\ndata: {"kind":"announcement","id":40,"battleId":1}\n\n');
    first.end();
    await flush();
    await flush();
    expect(timers.map((timer) => timer.ms)).toEqual([1000]);
    timers.shift()?.run();
    await flush();
    await flush();
    expect(requests[1]?.['last-event-id']).toBe('40');
    expect(timers.map((timer) => timer.ms)).toEqual([2000]);
    expect(RETRY_MS).toBeGreaterThan(0);
  });

  it('waits for a change of session or patrols after 204 (nothing to hear)', async () => {
    const { connection, timers, fetch } = harness([() => ({ status: 204 }), () => ({ status: 204 })]);
    connection.setSession('token-1', '3');
    connection.listen('announcement', () => undefined);
    await flush();
    expect(timers).toEqual([]);
    connection.restart();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('closes the stream when the user logs out', async () => {
    const stream = streamBody();
    const { connection, timers, signals } = harness([() => ({ status: 200, body: stream.body })]);
    connection.setSession('token-1', '3');
    connection.listen('announcement', () => undefined);
    await flush();
    connection.setSession(null, null);
    await flush();
    expect(signals[0]?.aborted).toBe(true);
    expect(timers).toEqual([]);
  });
});
