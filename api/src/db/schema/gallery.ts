/**
 * The evening's gallery (docs/gallery.md): the media answers a battle's staff picked to show the
 * public, one row per answer. media_key is the file that was picked: a file the patrol uploads
 * later in its place is not public until staff pick it again. A row with takedown_at set is a
 * patrol's request to take the item down: it is out of the public gallery for good, and the row
 * stays so that nobody can pick the answer again.
 */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { answers } from './answers';
import { battles } from './battles';
import { time } from './columns';
import { users } from './users';

export const galleryItems = pgTable(
  'gallery_items',
  {
    id: serial('id').primaryKey(),
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    mediaKey: text('media_key').notNull(),
    caption: text('caption').notNull().default(''),
    // The picks and the requests outlive the accounts that made them.
    pickedBy: integer('picked_by').references(() => users.id, { onDelete: 'set null' }),
    pickedAt: time('picked_at').notNull(),
    takedownBy: integer('takedown_by').references(() => users.id, { onDelete: 'set null' }),
    takedownAt: time('takedown_at'),
  },
  (table) => [uniqueIndex('gallery_items_answer_idx').on(table.answerId), index('gallery_items_battle_picked_idx').on(table.battleId, table.pickedAt)],
);
