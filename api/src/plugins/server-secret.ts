/**
 * A named signing key kept in table server_secrets, so every api process signs and checks alike
 * and restarts keep what was signed valid. Read once per process; a failed read is tried again
 * at the next use.
 */
import { createSecretKey, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverSecrets } from '../db/schema';
import { randomSecret } from './tokens';

export function serverSecretKey(db: Database, name: string): () => Promise<KeyObject> {
  let secret: Promise<KeyObject> | null = null;
  return () => {
    secret ??= (async () => {
      // The first process to ask stores its candidate; a concurrent one reads the winner's.
      await db
        .insert(serverSecrets)
        .values({ name, value: randomSecret(256) })
        .onConflictDoNothing();
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`server secret ${name} missing`);
      return createSecretKey(Buffer.from(row.value, 'utf8'));
    })().catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
}
