/** The site settings' one row in the database. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { siteSettings } from '../../db/schema';

export type SettingsRecord = Omit<typeof siteSettings.$inferSelect, 'id' | 'updated'>;

const ROW_ID = 1;

export function createSettingsRepository(db: Database) {
  return {
    /** The saved settings; null until the first save. */
    async find(): Promise<SettingsRecord | null> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, ROW_ID));
      if (!row) return null;
      const { id: _id, updated: _updated, ...settings } = row;
      return settings;
    },

    /** Writes every setting in one statement, the row made by the first save. */
    async save(settings: SettingsRecord, updated: Date): Promise<void> {
      await db
        .insert(siteSettings)
        .values({ id: ROW_ID, ...settings, updated })
        .onConflictDoUpdate({ target: siteSettings.id, set: { ...settings, updated } });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
