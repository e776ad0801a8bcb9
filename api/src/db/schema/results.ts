/** A battle's built result, one per battle. */
import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { battles } from './battles';

/** What a built result holds (the GraphQL ResultCategory list). */
export interface ResultData {
  categories: {
    category: number;
    name: string;
    /** The names of the category's tasks, by opening time then name. */
    taskNames: string[];
    /** taskResults: the patrol's points per task, in the order of taskNames. */
    patrols: { name: string; corps: string; taskResults: number[]; total: number; rank: number }[];
  }[];
}

export const results = pgTable('results', {
  id: serial('id').primaryKey(),
  battleId: integer('battle_id')
    .notNull()
    .unique()
    .references(() => battles.id, { onDelete: 'cascade' }),
  battleName: text('battle_name').notNull(),
  path: text('path').notNull().unique(),
  published: boolean('published').notNull().default(false),
  data: jsonb('data').$type<ResultData>().notNull().default({ categories: [] }),
});
