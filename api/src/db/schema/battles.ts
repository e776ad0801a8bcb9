/** Battles and the users added to their staff. */
import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { time } from './columns';
import { users } from './users';

export const battles = pgTable('battles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  start: time('start').notNull(),
  end: time('end').notNull(),
  registrationFrom: time('registration_from').notNull(),
  registrationTo: time('registration_to').notNull(),
  // The freeze (docs/results.md): from freeze_at on, the public sees the standings as they were
  // then, until the result is published at or after it (revealed_at).
  freezeAt: time('freeze_at'),
  revealedAt: time('revealed_at'),
});

/** A battle's staff: users with StaffRole who are also added here (see docs/authorization.md). */
export const battleStaffMembers = pgTable(
  'battle_staff_members',
  {
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.battleId, table.userId] })],
);
