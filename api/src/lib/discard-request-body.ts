import type { Readable } from 'node:stream';

/**
 * Reads and drops what is left of a request body whose request was refused, so the client, still
 * sending, gets the answer: a server that answers and closes while unread bytes wait in its
 * socket resets the connection, and the client sees "fetch failed" instead of the refusal.
 * Stops (without destroying the body) after `limitBytes` more bytes or `timeoutMs`; resolves
 * whether the body ended, and when it did not, the caller answers with `connection: close`.
 */
export function discardRequestBody(body: Readable, limitBytes: number, timeoutMs: number): Promise<boolean> {
  if (body.readableEnded) return Promise.resolve(true);
  if (body.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onBroken);
      body.off('close', onBroken);
      if (!ended) body.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limitBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onBroken = () => finish(false);
    const timer = setTimeout(() => finish(false), timeoutMs);
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onBroken);
    body.once('close', onBroken);
    body.resume();
  });
}
