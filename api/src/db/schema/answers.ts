/** The patrols' deliveries of tasks and their answers to each question. */
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { time } from './columns';
import { patrols } from './patrols';
import { battleTasks, questions } from './tasks';

/** One patrol's delivery of one task, made on its first answer. */
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
  },
  (table) => [uniqueIndex('battle_task_answers_task_patrol_idx').on(table.battleTaskId, table.patrolId)],
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
  (table) => [uniqueIndex('answers_question_task_answer_idx').on(table.questionId, table.battleTaskAnswerId)],
);
