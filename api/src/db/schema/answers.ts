/** The patrols' deliveries of tasks and their answers to each question. */
import { foreignKey, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { battles } from './battles';
import { time } from './columns';
import { patrols } from './patrols';
import { battleTasks, questions } from './tasks';
import { users } from './users';

/** What a line of the audit trail changed (the GraphQL enum CorrectionSubject). */
export type CorrectionSubject = 'POINTS' | 'NOTE';

/** When a battle's patrols see their feedback (the GraphQL enum FeedbackRelease). */
export type FeedbackRelease = 'TASK_CLOSED' | 'AT_ONCE' | 'RESULTS_PUBLISHED';

/**
 * One patrol's delivery of one task, made on its first answer. locked_by and locked_until are
 * a corrector's lock (docs/locks-and-correction.md): live while locked_until is in the future.
 * It counts as corrected when answer_count > 0 and scored_count = answer_count.
 */
export const battleTaskAnswers = pgTable(
  'battle_task_answers',
  {
    id: serial('id').primaryKey(),
    battleTaskId: integer('battle_task_id')
      .notNull()
      .references(() => battleTasks.id, { onDelete: 'cascade' }),
    patrolId: integer('patrol_id')
      .notNull()
      .references(() => patrols.id, { onDelete: 'cascade' }),
    overridePoints: integer('override_points'),
    createdAt: time('created_at').notNull(),
    lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
    lockedUntil: time('locked_until'),
    // When the lock's holder took it (kept while the same corrector takes or renews it again).
    lockedSince: time('locked_since'),
    // Totals of the delivered answers (a media answer counts once its file is stored), kept by
    // the answers_totals trigger (migration 0009) on every change of answers, so the staff's
    // queue and the results build read one row per task answer instead of grouping answers.
    answerCount: integer('answer_count').notNull().default(0),
    scoredCount: integer('scored_count').notNull().default(0),
    answerPoints: integer('answer_points').notNull().default(0),
    lastAnswerReceived: time('last_answer_received'),
    // The corrector's note to the patrol (plain text), shown with the points (docs/locks-and-correction.md).
    note: text('note'),
  },
  (table) => [
    uniqueIndex('battle_task_answers_task_patrol_idx').on(table.battleTaskId, table.patrolId),
    index('battle_task_answers_patrol_idx').on(table.patrolId),
    index('battle_task_answers_lock_idx').on(table.lockedBy, table.lockedUntil),
  ],
);

/**
 * A patrol's answer to one question, upserted on every save. Media answers exist from the
 * first upload request; media_key is set once a file has been stored.
 */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    battleTaskAnswerId: integer('battle_task_answer_id')
      .notNull()
      .references(() => battleTaskAnswers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answerReceived: time('answer_received').notNull(),
    points: integer('points'),
    answerText: text('answer_text'),
    chosenOptions: integer('chosen_options').array(),
    mediaKey: text('media_key'),
    mimeType: text('mime_type'),
    mediaSize: integer('media_size'),
  },
  (table) => [
    uniqueIndex('answers_question_task_answer_idx').on(table.questionId, table.battleTaskAnswerId),
    // A task answer's answers are read together (the patrol's view, the staff's queue and totals).
    index('answers_battle_task_answer_idx').on(table.battleTaskAnswerId),
  ],
);

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
