/** The media URL signing secret, in table server_secrets so every api instance signs and checks alike. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { serverSecrets } from '../../db/schema';

export function createMediaRepository(db: Database) {
  return {
    /** The stored secret of that name; the first instance to ask stores the candidate, a concurrent one keeps the winner's. */
    async secret(name: string, candidate: string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`server secret ${name} missing`);
      return row.value;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
