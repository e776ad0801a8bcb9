/**
 * Rate-limit counters (plugins/rate-limits.ts): one row per rule and key ('login:user:12',
 * 'order:addr:10.0.0.1'), counted up atomically by an upsert, so every api process on the
 * database shares them. A row whose window has ended starts again at 1 and is swept hourly.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { time } from './columns';

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: time('window_ends_at').notNull(),
  },
  (table) => [index('rate_limits_window_ends_at_idx').on(table.windowEndsAt)],
);
