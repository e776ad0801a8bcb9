/**
 * A page's live stream in a test: `GET /api/live` read with fetch and the contracts' parser,
 * the messages kept in order, waits for what a test expects. Each stream has a connection pool
 * of its own: an aborted stream in the shared pool of Node's fetch left a connection the
 * server's close then waited out.
 */
import { createSseParser, LIVE_PATH, TOKEN_HEADER, type LiveMessage } from '@usb/schema/rest';
import { Agent, fetch } from 'undici';

export interface LiveReader {
  status: number;
  /** Every message so far, with the event id the durable ones carried. */
  readonly messages: readonly (LiveMessage & { eventId?: string })[];
  /** The last `retry:` the server sent. */
  readonly retryMs: number | null;
  /** How many keep-alive comments arrived. */
  readonly keepAlives: number;
  /** Resolves when the server ended the stream. */
  readonly ended: Promise<void>;
  /** Waits until a message matches, for at most timeoutMs (default 2 s). */
  next(match: (message: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
  close(): void;
}

export async function openLive(url: string, token: string, headers: Record<string, string> = {}): Promise<LiveReader> {
  const controller = new AbortController();
  const dispatcher = new Agent();
  const response = await fetch(url + LIVE_PATH, {
    headers: { [TOKEN_HEADER]: token, accept: 'text/event-stream', ...headers },
    signal: controller.signal,
    dispatcher,
  });
  const messages: (LiveMessage & { eventId?: string })[] = [];
  let retryMs: number | null = null;
  let keepAlives = 0;
  const parser = createSseParser(
    (event) => messages.push({ ...(JSON.parse(event.data) as LiveMessage), ...(event.id ? { eventId: event.id } : {}) }),
    (ms) => (retryMs = ms),
  );
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        keepAlives += text.split(': keep-alive\n').length - 1;
        parser.push(text);
      }
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
    get keepAlives() {
      return keepAlives;
    },
    ended,
    async next(match, timeoutMs = 2_000) {
      const deadline = Date.now() + timeoutMs;
      let found = messages.find(match);
      while (!found && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        found = messages.find(match);
      }
      if (!found) throw new Error(`no live message matched; got ${JSON.stringify(messages)}`);
      return found;
    },
    close: () => {
      controller.abort();
      void dispatcher.destroy();
    },
  };
}
