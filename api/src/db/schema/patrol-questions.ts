/**
 * The patrols' questions to the battle's staff about a task (docs/patrol-questions.md). An open
 * question holds one of its patrol's open slots (1-3): the unique index on (patrol_id, open_slot)
 * is what keeps a patrol at three open questions, whatever runs at the same time; answering or
 * closing a question frees its slot (null), and a deleted task or patrol takes its slots along.
 */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { battles } from './battles';
import { time } from './columns';
import { patrols } from './patrols';
import { battleTasks } from './tasks';
import { users } from './users';

/** Where a question is (the GraphQL enum PatrolQuestionStatus). */
export type PatrolQuestionStatus = 'OPEN' | 'ANSWERED' | 'CLOSED';

/** Who sees an answer (the GraphQL enum PatrolQuestionVisibility): the asking patrol, or every patrol of the battle. */
export type PatrolQuestionVisibility = 'PATROL' | 'ALL';

export const patrolQuestions = pgTable(
  'patrol_questions',
  {
    id: serial('id').primaryKey(),
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    battleTaskId: integer('battle_task_id')
      .notNull()
      .references(() => battleTasks.id, { onDelete: 'cascade' }),
    patrolId: integer('patrol_id')
      .notNull()
      .references(() => patrols.id, { onDelete: 'cascade' }),
    // The member who asked; the question outlives their account.
    askedBy: integer('asked_by').references(() => users.id, { onDelete: 'set null' }),
    askedAt: time('asked_at').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<PatrolQuestionStatus>().notNull().default('OPEN'),
    openSlot: integer('open_slot'),
    answer: text('answer'),
    visibility: text('visibility').$type<PatrolQuestionVisibility>(),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: time('answered_at'),
  },
  (table) => [
    uniqueIndex('patrol_questions_open_slot_idx').on(table.patrolId, table.openSlot),
    index('patrol_questions_battle_status_idx').on(table.battleId, table.status, table.askedAt),
    index('patrol_questions_task_idx').on(table.battleTaskId),
  ],
);
