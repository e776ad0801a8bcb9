/**
 * Named plugin `usb-rate-limits`: decorates `app.rateLimits`, the counters behind every rate
 * limit (the rules are config.rateLimit). An attempt is counted before the work it limits is
 * done, in one atomic upsert that answers the new count, so parallel requests, aliased or
 * batched mutations and several api processes on one database all count one by one. Rows whose
 * window has ended are swept every hour.
 */
import { eq, lte, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { RateLimitName } from '../config';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';
import { ApiError } from '../errors';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface RateLimits {
  /** Counts one attempt of the rule under the key; RATE_LIMITED when that is one beyond the rule's max. */
  take(rule: RateLimitName, key: string): Promise<void>;
  /** Gives one attempt back (a login that turned out right gives back its address's attempt). */
  giveBack(rule: RateLimitName, key: string): Promise<void>;
  /** Forgets the key's attempts (a successful login forgives the account's failures). */
  clear(rule: RateLimitName, key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export function createRateLimits(db: Database, rules: Record<RateLimitName, { max: number; windowMs: number }>, now: () => Date): RateLimits {
  const rowKey = (rule: RateLimitName, key: string) => `${rule}:${key}`;
  return {
    async take(rule, key) {
      const at = now();
      const endsAt = new Date(at.getTime() + rules[rule].windowMs);
      const ended = sql`${rateLimits.windowEndsAt} <= ${at.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key: rowKey(rule, key), count: 1, windowEndsAt: endsAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
            windowEndsAt: sql`case when ${ended} then ${endsAt.toISOString()}::timestamptz else ${rateLimits.windowEndsAt} end`,
          },
        })
        .returning({ count: rateLimits.count });
      if (!row || row.count > rules[rule].max) throw new ApiError('RATE_LIMITED');
    },

    async giveBack(rule, key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, rowKey(rule, key)));
    },

    async clear(rule, key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, rowKey(rule, key)));
    },
  };
}

export default fp(
  (app) => {
    app.decorate('rateLimits', createRateLimits(app.db, app.config.rateLimit, app.config.now));
    const sweep = () => {
      app.db
        .delete(rateLimits)
        .where(lte(rateLimits.windowEndsAt, app.config.now()))
        .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping ended rate-limit windows failed'));
    };
    const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
  },
  { name: 'usb-rate-limits', dependencies: ['usb-db'] },
);
