/** A battle's announcements to its patrols (docs/live.md), what reached whose page, and how far each user has read. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { battles } from './battles';
import { time } from './columns';
import { patrols } from './patrols';
import { users } from './users';

/**
 * One message of the battle's staff to its patrols: all of them (category and patrol null), one
 * category, or one patrol. sent_at is null until it is sent: at once, or by the schedule at
 * send_at; the first process to set it sends it.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    category: integer('category'),
    patrolId: integer('patrol_id').references(() => patrols.id, { onDelete: 'cascade' }),
    sendAt: time('send_at').notNull(),
    sentAt: time('sent_at'),
    // A message outlives its sender's account.
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    index('announcements_battle_sent_idx').on(table.battleId, table.sentAt),
    // The schedule's question: the next one due.
    index('announcements_due_idx')
      .on(table.sendAt)
      .where(sql`${table.sentAt} is null`),
    check('announcements_one_audience', sql`${table.category} is null or ${table.patrolId} is null`),
  ],
);

/** A patrol's page confirmed it has an announcement: what the sender's count is made of. */
export const announcementReceipts = pgTable(
  'announcement_receipts',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    patrolId: integer('patrol_id')
      .notNull()
      .references(() => patrols.id, { onDelete: 'cascade' }),
    receivedAt: time('received_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.patrolId] })],
);

/** How far a user has read the inbox: announcements sent after read_until are unread. */
export const announcementReads = pgTable('announcement_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readUntil: time('read_until').notNull(),
});
