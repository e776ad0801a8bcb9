/**
 * Login sessions and mailed keys. Only the sha256 of a token or key is stored. The keys are the
 * auth module's (sessions are the sessions plugin's, plugins/sessions.ts).
 * @owner auth
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { time } from './columns';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const activationKeys = pgTable(
  'activation_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: time('expires_at').notNull(),
  },
  (table) => [index('activation_keys_user_id_idx').on(table.userId)],
);

export const resetKeys = pgTable(
  'reset_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: time('expires_at').notNull(),
  },
  (table) => [index('reset_keys_user_id_idx').on(table.userId)],
);
