/**
 * The account keys and failed logins. Activation keys live 48 h (a new one replaces the
 * older), reset keys 1 h and work once; keys are random 128-bit hex and only their sha256 is
 * stored. Failed logins are counted per identifier and per address for the rate limit (in
 * the database, so the api stays stateless).
 */
import { and, count, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activationKeys, loginAttempts, resetKeys } from '../../db/schema';
import { randomSecret, sha256 } from '../../plugins/tokens';

const ACTIVATION_KEY_LIFETIME_MS = 48 * 60 * 60 * 1000;
const RESET_KEY_LIFETIME_MS = 60 * 60 * 1000;

const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function createAuthRepository(db: Database) {
  async function countFailures(condition: SQL | undefined): Promise<number> {
    const [row] = await db.select({ value: count() }).from(loginAttempts).where(condition);
    return row?.value ?? 0;
  }

  return {
    /** Issues a fresh activation key; the user's older keys stop working. */
    async issueActivationKey(userId: number, now: Date): Promise<string> {
      const key = randomSecret(128);
      await db.transaction(async (tx) => {
        await tx.delete(activationKeys).where(eq(activationKeys.userId, userId));
        await tx.insert(activationKeys).values({ keyHash: sha256(key), userId, expiresAt: new Date(now.getTime() + ACTIVATION_KEY_LIFETIME_MS) });
      });
      return key;
    },

    /** When the user's current activation key was issued; null when there is none. */
    async activationKeyIssuedAt(userId: number): Promise<Date | null> {
      const [row] = await db.select({ expiresAt: activationKeys.expiresAt }).from(activationKeys).where(eq(activationKeys.userId, userId));
      return row ? new Date(row.expiresAt.getTime() - ACTIVATION_KEY_LIFETIME_MS) : null;
    },

    /** Whether the key is the user's own live activation key; a used key is removed. */
    async consumeActivationKey(userId: number, key: string, now: Date): Promise<boolean> {
      if (!KEY_PATTERN.test(key)) return false;
      const removed = await db
        .delete(activationKeys)
        .where(and(eq(activationKeys.keyHash, sha256(key)), eq(activationKeys.userId, userId), gt(activationKeys.expiresAt, now)))
        .returning({ userId: activationKeys.userId });
      return removed.length > 0;
    },

    async issueResetKey(userId: number, now: Date): Promise<string> {
      const key = randomSecret(128);
      await db.delete(resetKeys).where(and(eq(resetKeys.userId, userId), lte(resetKeys.expiresAt, now)));
      await db.insert(resetKeys).values({ keyHash: sha256(key), userId, expiresAt: new Date(now.getTime() + RESET_KEY_LIFETIME_MS) });
      return key;
    },

    /** How many reset keys the user was sent within their lifetime (the last hour) that are still unused. */
    async liveResetKeys(userId: number, now: Date): Promise<number> {
      const [row] = await db.select({ value: count() }).from(resetKeys).where(and(eq(resetKeys.userId, userId), gt(resetKeys.expiresAt, now)));
      return row?.value ?? 0;
    },

    /** The user id of a live reset key, which is used up by this call (one atomic delete); else null. */
    async consumeResetKey(key: string, now: Date): Promise<number | null> {
      if (!KEY_PATTERN.test(key)) return null;
      const [removed] = await db
        .delete(resetKeys)
        .where(and(eq(resetKeys.keyHash, sha256(key)), gt(resetKeys.expiresAt, now)))
        .returning({ userId: resetKeys.userId });
      return removed?.userId ?? null;
    },

    /** A changed password makes the user's other outstanding reset links useless. */
    async dropResetKeys(userId: number): Promise<void> {
      await db.delete(resetKeys).where(eq(resetKeys.userId, userId));
    },

    failuresOfIdentifier: (identifier: string, since: Date) =>
      countFailures(and(eq(loginAttempts.identifier, identifier), gt(loginAttempts.attemptedAt, since))),

    failuresFromAddress: (address: string, since: Date) => countFailures(and(eq(loginAttempts.address, address), gt(loginAttempts.attemptedAt, since))),

    async recordFailure(identifier: string, address: string, at: Date): Promise<void> {
      await db.insert(loginAttempts).values({ identifier, address, attemptedAt: at });
    },

    /** A successful login forgives the identifier's failures (not the address's). */
    async clearFailuresOf(identifier: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.identifier, identifier));
    },

    /** Rows older than the window no longer count; removing them keeps the table small. */
    async pruneFailures(before: Date): Promise<void> {
      await db.delete(loginAttempts).where(lte(loginAttempts.attemptedAt, before));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
