/** Users and their roles in the database. Identifiers and e-mails match regardless of case. */
import { and, asc, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { battles, patrolMembers, patrols, roles, sessions, userActivations, userRoles, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

export interface UserRecord {
  id: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  passwordHash: string;
  activated: boolean;
  roles: number[];
  /** The user's patrol memberships (at most one per battle), with the names the admin's user page shows and the patrol's category (the open-task strip). */
  patrols: { id: number; battleId: number; name: string; battleName: string; category: number | null }[];
}

export interface NewUser {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  passwordHash: string;
  activated: boolean;
  createdAt: Date;
}

/** The activation's trail of one user (GraphQL UserActivation); activatedBy null at start-up. */
export interface ActivationRecord {
  activatedAt: Date;
  activatedBy: { id: number; firstName: string; lastName: string } | null;
}

/**
 * What a module registered after this one (the auth module, whose activation keys stop working)
 * does inside the transaction that activates a user: the users module writes only its own tables.
 */
export interface UserActivationSteps {
  /** Runs after the user was activated, before the commit. */
  activated(tx: Database, userId: number): Promise<void>;
}

const SEARCH_LIMIT = 100;

/** `%`, `_` and `\` in a search text are literal, not LIKE wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A membership as the user's record lists it, with the user's id to sort the rows of several users. */
const membershipColumns = {
  userId: patrolMembers.userId,
  id: patrolMembers.patrolId,
  battleId: patrolMembers.battleId,
  name: patrols.name,
  battleName: battles.name,
  category: patrols.category,
};

type UserRow = Omit<UserRecord, 'roles' | 'patrols'>;
type RoleLink = typeof userRoles.$inferSelect;
type MembershipRow = { userId: number; id: number; battleId: number; name: string; battleName: string; category: number | null };

/** The users' records from their rows, role links and memberships. */
function assemble(rows: UserRow[], links: RoleLink[], memberships: MembershipRow[]): UserRecord[] {
  return rows.map((row) => ({
    ...row,
    roles: links.filter((link) => link.userId === row.id).map((link) => link.roleId),
    patrols: memberships
      .filter((member) => member.userId === row.id)
      .map(({ id, battleId, name, battleName, category }) => ({ id, battleId, name, battleName, category })),
  }));
}

export function createUsersRepository(db: Database) {
  // One user by id is what every request's caller lookup reads (behind the callers cache): prepared once.
  const userById = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_by_id');
  const rolesOfUser = db
    .select()
    .from(userRoles)
    .where(eq(userRoles.userId, sql.placeholder('userId')))
    .orderBy(asc(userRoles.roleId))
    .prepare('roles_of_user');
  const membershipsOfUser = db
    .select(membershipColumns)
    .from(patrolMembers)
    .innerJoin(patrols, eq(patrols.id, patrolMembers.patrolId))
    .innerJoin(battles, eq(battles.id, patrolMembers.battleId))
    .where(eq(patrolMembers.userId, sql.placeholder('userId')))
    .orderBy(asc(patrolMembers.battleId))
    .prepare('memberships_of_user');

  async function withRolesAndPatrols(rows: UserRow[]): Promise<UserRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [links, memberships] = await Promise.all([
      db.select().from(userRoles).where(inArray(userRoles.userId, ids)).orderBy(asc(userRoles.roleId)),
      db
        .select(membershipColumns)
        .from(patrolMembers)
        .innerJoin(patrols, eq(patrols.id, patrolMembers.patrolId))
        .innerJoin(battles, eq(battles.id, patrolMembers.battleId))
        .where(inArray(patrolMembers.userId, ids))
        .orderBy(asc(patrolMembers.battleId)),
    ]);
    return assemble(rows, links, memberships);
  }

  async function findWhere(condition: SQL | undefined): Promise<UserRecord | null> {
    const rows = await db.select().from(users).where(condition).limit(1);
    const [user] = await withRolesAndPatrols(rows);
    return user ?? null;
  }

  return {
    async findById(id: number): Promise<UserRecord | null> {
      const [rows, links, memberships] = await Promise.all([
        userById.execute({ id }),
        rolesOfUser.execute({ userId: id }),
        membershipsOfUser.execute({ userId: id }),
      ]);
      const [user] = assemble(rows, links, memberships);
      return user ?? null;
    },

    /**
     * The live sessions (at most `limit`, the newest first) of the members of patrols in battles
     * running at `now`: the callers an event night's node will be asked for (a node warms its
     * callers cache with them before it takes requests).
     */
    async liveSessionsOfRunningBattles(now: Date, limit: number): Promise<{ tokenHash: string; userId: number; expiresAt: Date }[]> {
      const running = db
        .select({ userId: patrolMembers.userId })
        .from(patrolMembers)
        .innerJoin(battles, eq(battles.id, patrolMembers.battleId))
        .where(and(lte(battles.start, now), gte(battles.end, now)));
      return db
        .select({ tokenHash: sessions.tokenHash, userId: sessions.userId, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(gt(sessions.expiresAt, now), inArray(sessions.userId, running)))
        .orderBy(desc(sessions.createdAt))
        .limit(limit);
    },

    /** Several users at once, in no particular order (unknown ids are left out). */
    async findByIds(ids: number[]): Promise<UserRecord[]> {
      if (ids.length === 0) return [];
      return withRolesAndPatrols(
        await db
          .select()
          .from(users)
          .where(inArray(users.id, [...new Set(ids)])),
      );
    },

    findByUserName: (userName: string) => findWhere(sql`lower(${users.userName}) = lower(${userName})`),

    /** Login and reset accept the user name or the e-mail. */
    findByIdentifier: (identifier: string) =>
      findWhere(or(sql`lower(${users.userName}) = lower(${identifier})`, sql`lower(${users.email}) = lower(${identifier})`)),

    /** The new user's id, or null when the user name or e-mail is taken. */
    async insert(user: NewUser): Promise<number | null> {
      try {
        const [row] = await db.insert(users).values(user).returning({ id: users.id });
        return row?.id ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /**
     * Activates the user with a line in the activation's trail, and lets the dependents' steps
     * run (the auth module voids the user's activation keys), in one transaction; false (and
     * nothing written) when the user was already activated, which the conditional update decides
     * atomically.
     */
    async activate(id: number, activatedBy: number | null, activatedAt: Date, dependents: readonly UserActivationSteps[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ activated: true })
          .where(and(eq(users.id, id), eq(users.activated, false)))
          .returning({ id: users.id });
        if (changed.length === 0) return false;
        await tx.insert(userActivations).values({ userId: id, activatedBy, activatedAt });
        for (const steps of dependents) await steps.activated(tx, id);
        return true;
      });
    },

    /** The user's activation trail; null while not activated or when activated before the trail was kept. */
    async activationOf(id: number): Promise<ActivationRecord | null> {
      const [row] = await db
        .select({ activatedAt: userActivations.activatedAt, byId: users.id, byFirstName: users.firstName, byLastName: users.lastName })
        .from(userActivations)
        .leftJoin(users, eq(users.id, userActivations.activatedBy))
        .where(eq(userActivations.userId, id));
      if (!row) return null;
      const { activatedAt, byId, byFirstName, byLastName } = row;
      return { activatedAt, activatedBy: byId === null ? null : { id: byId, firstName: byFirstName ?? '', lastName: byLastName ?? '' } };
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    async roleExists(roleId: number): Promise<boolean> {
      const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
      return rows.length > 0;
    },

    async addRole(userId: number, roleId: number): Promise<void> {
      await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
    },

    async removeRole(userId: number, roleId: number): Promise<void> {
      await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)));
    },

    /** Users whose names, user name or e-mail contain the text, who hold every given role and, when given, whose activation is that. */
    async search(text: string, roleIds: number[], activated: boolean | null): Promise<UserRecord[]> {
      const conditions: SQL[] = [];
      if (activated !== null) conditions.push(eq(users.activated, activated));
      const trimmed = text.trim();
      if (trimmed) {
        const pattern = likePattern(trimmed);
        const matches = or(ilike(users.userName, pattern), ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern));
        if (matches) conditions.push(matches);
      }
      for (const roleId of new Set(roleIds)) {
        conditions.push(sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${roleId})`);
      }
      const rows = await db
        .select()
        .from(users)
        .where(and(...conditions))
        .orderBy(asc(users.userName))
        .limit(SEARCH_LIMIT);
      return withRolesAndPatrols(rows);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
