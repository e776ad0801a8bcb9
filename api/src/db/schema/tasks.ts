/** A battle's tasks and their questions. */
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { battles } from './battles';
import { time } from './columns';

/** What a question holds beyond name and text, by kind (the GraphQL Question types). */
export type QuestionSettings =
  | { kind: 'external' }
  | { kind: 'string'; textArea: boolean }
  | { kind: 'email'; to: string }
  | { kind: 'multipleChoice'; multipleAnswers: boolean; options: { text: string; value: number }[] }
  | { kind: 'media'; mediaType: number };

/** A task of a battle: availableFrom opens it, close is the deadline, availableTo ends late delivery. */
export const battleTasks = pgTable(
  'battle_tasks',
  {
    id: serial('id').primaryKey(),
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    patrolCategories: integer('patrol_categories').array().notNull(),
    availableFrom: time('available_from').notNull(),
    close: time('close').notNull(),
    availableTo: time('available_to').notNull(),
    displayDate: boolean('display_date').notNull().default(false),
  },
  (table) => [index('battle_tasks_battle_available_idx').on(table.battleId, table.availableFrom)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    battleTaskId: integer('battle_task_id')
      .notNull()
      .references(() => battleTasks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull().default(''),
    settings: jsonb('settings').$type<QuestionSettings>().notNull(),
    /** 0-based place among the task's questions; the order every screen lists them in. */
    position: integer('position').notNull().default(0),
  },
  (table) => [index('questions_battle_task_id_idx').on(table.battleTaskId)],
);
