/** Users and their roles. */
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { time } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    activated: boolean('activated').notNull().default(false),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    // Names and e-mails are unique regardless of case (signup answers 409 on either).
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${table.userName})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

/**
 * The activation's trail: one row per activated user, who activated them (the user through
 * the mailed link, an admin by hand; null at start-up: the admin bootstrap, the demo users) and
 * when. activated_by has no cascade: an admin's trail is not dropped with their account.
 */
export const userActivations = pgTable('user_activations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  activatedBy: integer('activated_by').references(() => users.id),
  activatedAt: time('activated_at').notNull(),
});

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);
