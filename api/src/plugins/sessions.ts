/**
 * Login sessions (docs/accounts.md): random 256-bit tokens stored as sha256, valid 30
 * days after their last use, ended by logout and by a password change or reset.
 */
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';
import { randomSecret, sha256 } from './tokens';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Extending the expiry costs a write; doing it at most hourly keeps reads cheap. */
const SLIDE_GRANULARITY_MS = 60 * 60 * 1000;

export interface AuthSession {
  token: string;
  userId: number;
  /** Until then this answer stays true without reading the session again: after it the session has ended or its expiry is due to slide. */
  readAgainAt: Date;
}

/**
 * When a session that now expires at `expiresAt` must be read again: when its expiry is due to
 * slide (a use then moves it by more than the granularity), which comes long before its end.
 */
export function readAgainAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - SESSION_LIFETIME_MS + SLIDE_GRANULARITY_MS);
}

export interface Sessions {
  create(userId: number): Promise<string>;
  /** The live session of a token, its expiry pushed forward; null when unknown or expired. */
  resolve(token: string): Promise<AuthSession | null>;
  end(token: string): Promise<void>;
  /** Ends every session of the user except the one with the given token (if any). */
  endAllOf(userId: number, keepToken?: string): Promise<void>;
}

export function createSessions(db: Database, now: () => Date): Sessions {
  // What a request's first caller lookup reads (the callers cache holds it afterwards): prepared once.
  const liveSession = db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('sessions_live');

  return {
    async create(userId) {
      const token = randomSecret(256);
      const created = now();
      await db.insert(sessions).values({
        tokenHash: sha256(token),
        userId,
        createdAt: created,
        expiresAt: new Date(created.getTime() + SESSION_LIFETIME_MS),
      });
      // Expired rows are useless; sweeping them on login keeps the table small without a job.
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, created)));
      return token;
    },

    async resolve(token) {
      if (!/^[0-9a-f]{64}$/.test(token)) return null;
      const tokenHash = sha256(token);
      const current = now();
      const [row] = await liveSession.execute({ tokenHash, now: current.toISOString() });
      if (!row) return null;
      const slid = new Date(current.getTime() + SESSION_LIFETIME_MS);
      if (slid.getTime() - row.expiresAt.getTime() > SLIDE_GRANULARITY_MS) {
        await db.update(sessions).set({ expiresAt: slid }).where(eq(sessions.tokenHash, tokenHash));
        return { token, userId: row.userId, readAgainAt: readAgainAt(slid) };
      }
      return { token, userId: row.userId, readAgainAt: readAgainAt(row.expiresAt) };
    },

    async end(token) {
      await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
    },

    async endAllOf(userId, keepToken) {
      const condition = keepToken ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, sha256(keepToken))) : eq(sessions.userId, userId);
      await db.delete(sessions).where(condition);
    },
  };
}
