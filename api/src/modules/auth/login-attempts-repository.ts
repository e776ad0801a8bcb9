/** Failed logins per identifier and per address, for the rate limit (kept in the database: the api is stateless). */
import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginAttempts } from '../../db/schema';

export function createLoginAttemptsRepository(db: Database) {
  async function countWhere(condition: ReturnType<typeof and>): Promise<number> {
    const [row] = await db.select({ value: count() }).from(loginAttempts).where(condition);
    return row?.value ?? 0;
  }

  return {
    failuresOfIdentifier: (identifier: string, since: Date) =>
      countWhere(and(eq(loginAttempts.identifier, identifier), gt(loginAttempts.attemptedAt, since))),

    failuresFromAddress: (address: string, since: Date) =>
      countWhere(and(eq(loginAttempts.address, address), gt(loginAttempts.attemptedAt, since))),

    async recordFailure(identifier: string, address: string, at: Date): Promise<void> {
      await db.insert(loginAttempts).values({ identifier, address, attemptedAt: at });
    },

    /** A successful login forgives the identifier's failures (not the address's). */
    async clearIdentifier(identifier: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.identifier, identifier));
    },

    /** Rows older than the window no longer count; removing them keeps the table small. */
    async prune(before: Date): Promise<void> {
      await db.delete(loginAttempts).where(lte(loginAttempts.attemptedAt, before));
    },
  };
}

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
