/**
 * How many answers each battle received per minute (the staff's live view,
 * docs/staff-live-view.md). Every api process counts its saves in memory and adds them here at
 * most once a second per battle, after they committed, by one upsert that adds to the minute's
 * row; the view reads the last 60 rows of a battle. The rows of a night stay as its history and
 * go with the battle.
 * @owner answers
 */
import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { battles } from './battles';
import { time } from './columns';

export const answerArrivals = pgTable(
  'answer_arrivals',
  {
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    /** The minute's start. */
    minute: time('minute').notNull(),
    answers: integer('answers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.battleId, table.minute] })],
);
