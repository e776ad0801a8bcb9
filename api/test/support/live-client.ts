/**
 * A page's live stream in a test: `GET /api/live` read with fetch and the contracts' parser,
 * the messages kept in order, waits for what a test expects.
 */
import { createSseParser, LIVE_PATH, TOKEN_HEADER, type LiveMessage } from '@usb/contracts/rest';
import { within } from './propagation';

export interface LiveReader {
  status: number;
  /** Every message so far, with the event id the durable ones carried. */
  readonly messages: readonly (LiveMessage & { eventId?: string })[];
  /** The last `retry:` the server sent. */
  readonly retryMs: number | null;
  /** Resolves when the server ended the stream. */
  readonly ended: Promise<void>;
  /** Waits (a few seconds at most) until a message matches. */
  next(match: (message: LiveMessage) => boolean): Promise<LiveMessage>;
  close(): void;
}

export async function openLive(url: string, token: string, headers: Record<string, string> = {}): Promise<LiveReader> {
  const controller = new AbortController();
  const response = await fetch(url + LIVE_PATH, { headers: { [TOKEN_HEADER]: token, accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const messages: (LiveMessage & { eventId?: string })[] = [];
  let retryMs: number | null = null;
  const parser = createSseParser(
    (event) => messages.push({ ...(JSON.parse(event.data) as LiveMessage), ...(event.id ? { eventId: event.id } : {}) }),
    (ms) => (retryMs = ms),
  );
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) parser.push(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch {
      // Closed by the test.
    }
  })();
  return {
    status: response.status,
    messages,
    get retryMs() {
      return retryMs;
    },
    ended,
    async next(match) {
      const found = await within(
        async () => messages.find(match) ?? null,
        (message) => message !== null,
      );
      if (!found) throw new Error(`no live message matched; got ${JSON.stringify(messages)}`);
      return found;
    },
    close: () => controller.abort(),
  };
}
