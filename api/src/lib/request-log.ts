/**
 * Which requests the log tells about, fit for an event night of thousands of requests a second:
 * at most one line per request, and by default only the ones worth reading.
 *
 * - A failure (5xx) is logged where it arises, with its error and the request (the error handler,
 *   fastify's default error log, the GraphQL error formatter), so it gets no second line here.
 * - A request slower than `slowMs` gets one `slow request` line (warn) with its time.
 * - Other requests get an access line (info) only when sampled: `sampleRate` 1 logs every one
 *   (LOG_REQUESTS=1), 0.1 about every tenth, 0 none (the default).
 * - Fastify's own `incoming request` line is never written.
 *
 * Fastify calls `requestCompleted` once per request when the answer is sent, in place of its
 * `request completed` line, so this costs no extra hook on the hot path.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export interface RequestLogSettings {
  /** Fraction of ordinary requests that get an access line, from 0 (none) to 1 (all). */
  sampleRate: number;
  /** A request taking longer than this (ms) is logged as slow. */
  slowMs: number;
}

export const DEFAULT_SLOW_REQUEST_MS = 500;

export class RequestLogController extends LogController {
  constructor(private readonly settings: RequestLogSettings) {
    super();
  }

  override incomingRequest(): void {
    // The completion line (when there is one) says everything the incoming line would.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 500) {
      return;
    } else if (responseTime > this.settings.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else if (this.settings.sampleRate > 0 && (this.settings.sampleRate >= 1 || Math.random() < this.settings.sampleRate)) {
      reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    }
  }
}
