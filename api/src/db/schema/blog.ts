/** A battle's blog; the body is HTML sanitised on save. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { battles } from './battles';
import { time } from './columns';
import { users } from './users';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    created: time('created').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    // A post outlives its author's account.
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('blog_posts_battle_created_idx').on(table.battleId, table.created)],
);
