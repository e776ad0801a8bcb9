/**
 * One page's event stream (text/event-stream): messages as `data:` lines with the durable ones'
 * `id:`, a comment every KEEP_ALIVE_MS so proxies and balancers see traffic, `retry:` to tell the
 * page how long to wait before it reconnects. A page that stops reading is cut off once
 * MAX_BUFFERED_BYTES wait for it (it reconnects and is replayed what it missed).
 */
import { PassThrough } from 'node:stream';
import type { LiveMessage } from '@usb/schema/rest';

export const KEEP_ALIVE_MS = 10_000;
const MAX_BUFFERED_BYTES = 256 * 1024;

export interface LiveStream {
  readonly body: PassThrough;
  send(message: LiveMessage, durable: boolean): void;
  keepAlive(): void;
  /** Ends the stream, asking the page to reconnect after retryMs (spread out by the page). */
  end(retryMs: number): void;
  readonly ended: boolean;
}

export function createLiveStream(retryMs: number): LiveStream {
  const body = new PassThrough();
  let ended = false;

  function write(text: string): void {
    if (ended) return;
    body.write(text);
    if (body.readableLength > MAX_BUFFERED_BYTES) {
      ended = true;
      body.destroy();
    }
  }

  // The first bytes go out at once, so the page knows the stream is open.
  write(`retry: ${retryMs}\n: open\n\n`);
  body.on('close', () => (ended = true));

  return {
    body,
    send(message, durable) {
      write(`${durable ? `id: ${message.id}\n` : ''}data: ${JSON.stringify(message)}\n\n`);
    },
    keepAlive() {
      write(': keep-alive\n\n');
    },
    end(nextRetryMs) {
      if (ended) return;
      write(`retry: ${nextRetryMs}\n\n`);
      ended = true;
      body.end();
    },
    get ended() {
      return ended;
    },
  };
}
