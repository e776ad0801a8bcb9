/**
 * The patrols' deliveries of tasks and their answers to each question. The correction module
 * changes their locks, points, overrides and notes through the answers module's steps
 * (modules/README.md, "Tables and their owners").
 */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { time } from './columns';
import { patrols } from './patrols';
import { battleTasks, questions } from './tasks';
import { users } from './users';

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
