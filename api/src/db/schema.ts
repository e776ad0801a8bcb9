/**
 * The one database schema, for PGlite and PostgreSQL alike. Migrations are generated from it
 * with drizzle-kit (`npm run db:generate -w @usb/api`) into ./migrations and run at start.
 * Every time is a timestamptz written by the api's clock, so both engines behave the same.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** What a built result holds (the GraphQL ResultCategory list). */
export interface ResultData {
  categories: {
    category: number;
    name: string;
    /** The category's tasks by opening time then name (SPEC.md section 3: taskNames). */
    taskNames: string[];
    /** taskResults: the patrol's points per task, in the order of taskNames. */
    patrols: { name: string; corps: string; taskResults: number[]; total: number; rank: number }[];
  }[];
}

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

/** Login sessions; only the sha256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Activation and password-reset keys; only the sha256 of the key is stored. */
export const activationKeys = pgTable(
  'activation_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: time('expires_at').notNull(),
  },
  (table) => [index('activation_keys_user_id_idx').on(table.userId)],
);

export const resetKeys = pgTable(
  'reset_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: time('expires_at').notNull(),
  },
  (table) => [index('reset_keys_user_id_idx').on(table.userId)],
);

/** Failed logins, counted per identifier and per address; kept in the database so the api stays stateless. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    address: text('address').notNull(),
    attemptedAt: time('attempted_at').notNull(),
  },
  (table) => [
    index('login_attempts_identifier_idx').on(table.identifier, table.attemptedAt),
    index('login_attempts_address_idx').on(table.address, table.attemptedAt),
  ],
);

export const battles = pgTable('battles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  start: time('start').notNull(),
  end: time('end').notNull(),
  registrationFrom: time('registration_from').notNull(),
  registrationTo: time('registration_to').notNull(),
});

/** Users added to a battle's staff (DESIGN.md section 6: StaffRole and added to the battle). */
export const battleStaffMembers = pgTable(
  'battle_staff_members',
  {
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.battleId, table.userId] })],
);

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

/** A battle's blog; the body is HTML sanitised on save. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    created: time('created').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    // A post outlives its author's account.
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('blog_posts_battle_created_idx').on(table.battleId, table.created)],
);

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
  },
  (table) => [index('questions_battle_task_id_idx').on(table.battleTaskId)],
);

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

/** One order line as the buyer confirmed it, with the price it was sold at. */
export interface BadgeOrderLine {
  id: string;
  name: string;
  quantity: number;
  price: number;
}

/** A badge order from the shop (SPEC.md section 3), kept for the organisers with what it cost. */
export const badgeOrders = pgTable(
  'badge_orders',
  {
    id: serial('id').primaryKey(),
    createdAt: time('created_at').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    streetName: text('street_name').notNull(),
    streetNumber: text('street_number').notNull(),
    postalCode: text('postal_code').notNull(),
    postalCity: text('postal_city').notNull(),
    message: text('message').notNull().default(''),
    lines: jsonb('lines').$type<BadgeOrderLine[]>().notNull(),
    shipping: integer('shipping').notNull(),
    total: integer('total').notNull(),
    /** The client address, for the per-address rate limit only. */
    clientAddress: text('client_address').notNull(),
  },
  (table) => [index('badge_orders_client_created_idx').on(table.clientAddress, table.createdAt)],
);

/** Named server secrets (the media URL signing key), shared by every api instance on the database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Every deployed version of every remote; at most one active per remote (shared by all api instances). */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    name: text('name').notNull(),
    version: text('version').notNull(),
    deployedAt: time('deployed_at').notNull(),
    active: boolean('active').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.version] }),
    uniqueIndex('remote_versions_one_active_idx').on(table.name).where(sql`${table.active}`),
  ],
);
