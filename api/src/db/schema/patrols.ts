/** Patrols registered for a battle and their members. */
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { battles } from './battles';
import { time } from './columns';
import { users } from './users';

/**
 * A patrol registered for a battle. The invite token is kept as is (not hashed): the owner
 * is shown the link again and again, and it is only an invitation, renewable at will.
 */
export const patrols = pgTable(
  'patrols',
  {
    id: serial('id').primaryKey(),
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    corps: integer('corps').notNull(),
    category: integer('category'),
    city: text('city').notNull().default(''),
    groupName: text('group_name').notNull().default(''),
    patrolSize: integer('patrol_size').notNull().default(0),
    inviteToken: text('invite_token').notNull().unique(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    // Names are unique per battle regardless of case (participate answers CONFLICT).
    uniqueIndex('patrols_battle_name_lower_idx').on(table.battleId, sql`lower(${table.name})`),
    // The target of patrol_members' (patrol_id, battle_id) key, which pins a member's battle.
    unique('patrols_id_battle_id_unique').on(table.id, table.battleId),
  ],
);

/**
 * Patrol memberships, the owner included. battle_id repeats the patrol's battle (the
 * composite key keeps it equal) so the database itself holds a user to one patrol per battle.
 */
export const patrolMembers = pgTable(
  'patrol_members',
  {
    patrolId: integer('patrol_id').notNull(),
    battleId: integer('battle_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: time('joined_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.patrolId, table.userId] }),
    uniqueIndex('patrol_members_battle_user_idx').on(table.battleId, table.userId),
    index('patrol_members_user_id_idx').on(table.userId),
    foreignKey({
      name: 'patrol_members_patrol_battle_fk',
      columns: [table.patrolId, table.battleId],
      foreignColumns: [patrols.id, patrols.battleId],
    }).onDelete('cascade'),
  ],
);

/**
 * What admins changed on a patrol (docs/patrols.md): written in the same transaction as the
 * change. `changes` holds `{ field, before, after }` texts; the users stay readable while they exist.
 */
export const patrolAudit = pgTable(
  'patrol_audit',
  {
    id: serial('id').primaryKey(),
    patrolId: integer('patrol_id')
      .notNull()
      .references(() => patrols.id, { onDelete: 'cascade' }),
    at: time('at').notNull(),
    action: text('action').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<PatrolAuditChange[]>().notNull(),
  },
  (table) => [index('patrol_audit_patrol_id_idx').on(table.patrolId)],
);

/** One changed field of an audit entry, as text. */
export interface PatrolAuditChange {
  field: string;
  before: string | null;
  after: string | null;
}
