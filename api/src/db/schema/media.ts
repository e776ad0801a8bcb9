/** Named server secrets (the media URL signing key), shared by every api instance on the database. */
import { pgTable, text } from 'drizzle-orm/pg-core';

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
