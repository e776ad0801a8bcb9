/**
 * The staff's correction of the answers: the audit trail of correcting, each battle's feedback
 * settings and the answers each battle received per minute for the staff's live view. The
 * deliveries and answers themselves are the answers module's (answers.ts).
 */
import { foreignKey, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { answers, battleTaskAnswers } from './answers';
import { battles } from './battles';
import { time } from './columns';
import { users } from './users';

/** What a line of the audit trail changed (the GraphQL enum CorrectionSubject). */
export type CorrectionSubject = 'POINTS' | 'NOTE';

/** When a battle's patrols see their feedback (the GraphQL enum FeedbackRelease). */
export type FeedbackRelease = 'TASK_CLOSED' | 'AT_ONCE' | 'RESULTS_PUBLISHED';

/**
 * The audit trail of correcting: one row per change of points, of one answer (answer_id) or of
 * the task answer's override (answer_id null), or per change of the note (subject 'NOTE', with
 * old_note and new_note; points and answer_id null). Only appended to. corrected_by has no cascade: a
 * corrector's trail is not dropped with their account.
 */
export const answerCorrections = pgTable(
  'answer_corrections',
  {
    id: serial('id').primaryKey(),
    battleTaskAnswerId: integer('battle_task_answer_id').notNull(),
    answerId: integer('answer_id').references(() => answers.id, { onDelete: 'cascade' }),
    correctedBy: integer('corrected_by')
      .notNull()
      .references(() => users.id),
    correctedAt: time('corrected_at').notNull(),
    oldPoints: integer('old_points'),
    newPoints: integer('new_points'),
    subject: text('subject').$type<CorrectionSubject>().notNull().default('POINTS'),
    oldNote: text('old_note'),
    newNote: text('new_note'),
  },
  (table) => [
    // Named by hand: the generated name would pass PostgreSQL's 63-character limit.
    foreignKey({ name: 'answer_corrections_task_answer_fk', columns: [table.battleTaskAnswerId], foreignColumns: [battleTaskAnswers.id] }).onDelete('cascade'),
    index('answer_corrections_battle_task_answer_idx').on(table.battleTaskAnswerId),
  ],
);

/**
 * When a battle's patrols see their points and the correctors' notes, and the phrases its staff
 * keep for notes (docs/locks-and-correction.md). No row: the defaults ('TASK_CLOSED', no phrases).
 */
export const correctionFeedback = pgTable('correction_feedback', {
  battleId: integer('battle_id')
    .primaryKey()
    .references(() => battles.id, { onDelete: 'cascade' }),
  release: text('release').$type<FeedbackRelease>().notNull().default('TASK_CLOSED'),
  phrases: text('phrases').array().notNull().default([]),
});

/**
 * How many answers each battle received per minute (the staff's live view,
 * docs/staff-live-view.md). Every api process counts its saves in memory and adds them here at
 * most once a second per battle, after they committed, by one upsert that adds to the minute's
 * row; the view reads the last 60 rows of a battle. The rows of a night stay as its history and
 * go with the battle.
 */
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
