/**
 * The account keys. Activation keys live 48 h (a new one replaces the older), reset keys 1 h
 * and work once; keys are random 128-bit hex and only their sha256 is stored.
 */
import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activationKeys, resetKeys } from '../../db/schema';
import { randomSecret, sha256 } from '../../plugins/tokens';

const ACTIVATION_KEY_LIFETIME_MS = 48 * 60 * 60 * 1000;
const RESET_KEY_LIFETIME_MS = 60 * 60 * 1000;

const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function createAuthRepository(db: Database) {
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
      const [row] = await db
        .select({ value: count() })
        .from(resetKeys)
        .where(and(eq(resetKeys.userId, userId), gt(resetKeys.expiresAt, now)));
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

    /** An activated user's activation keys stop working; inside the activation's transaction (`tx`, the users module's). */
    async dropActivationKeys(tx: Database, userId: number): Promise<void> {
      await tx.delete(activationKeys).where(eq(activationKeys.userId, userId));
    },

    /** A changed password makes the user's other outstanding reset links useless. */
    async dropResetKeys(userId: number): Promise<void> {
      await db.delete(resetKeys).where(eq(resetKeys.userId, userId));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
