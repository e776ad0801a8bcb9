/**
 * Patrols and their members in the database. A unique violation (a name taken in the
 * battle, a user already in a patrol of the battle) surfaces as CONFLICT: the service
 * checks first, the constraints settle races between instances.
 */
import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { battles, patrolAudit, patrolMembers, patrols } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../errors';
import { detailChanges, type AuditStamp } from './patrol-audit';

export type PatrolRecord = typeof patrols.$inferSelect;
export type PatrolAuditRecord = typeof patrolAudit.$inferSelect;

/**
 * What a module whose rows hang off a patrol (the answers module, registered after this one)
 * does inside the transaction that deletes the patrol: the patrols module writes only its own
 * tables, and the others' rows go with the patrol by their foreign keys' cascade.
 */
export interface PatrolDeletionSteps {
  /**
   * Before the patrol goes: holds (FOR UPDATE) its rows that go with the patrol and answers their
   * media keys, so an upload finishing meanwhile either lands first (its key is read) or finds
   * its row gone.
   */
  lockPatrol(tx: Database, patrolId: number): Promise<string[]>;
}

/** The fields a participant edits. */
export type PatrolFields = Pick<PatrolRecord, 'name' | 'corps' | 'category' | 'city' | 'groupName' | 'patrolSize'>;

async function conflictOnUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('CONFLICT');
    throw error;
  }
}

export function createPatrolsRepository(db: Database) {
  // Every save checks the caller's patrol in the task's battle (behind the memberships cache): prepared once.
  const patrolOfMember = db
    .select({ patrol: patrols })
    .from(patrolMembers)
    .innerJoin(patrols, eq(patrols.id, patrolMembers.patrolId))
    .where(and(eq(patrolMembers.battleId, sql.placeholder('battleId')), eq(patrolMembers.userId, sql.placeholder('userId'))))
    .prepare('patrol_of_member');

  return {
    async findById(id: number): Promise<PatrolRecord | null> {
      const [row] = await db.select().from(patrols).where(eq(patrols.id, id));
      return row ?? null;
    },

    async findByToken(token: string): Promise<PatrolRecord | null> {
      const [row] = await db.select().from(patrols).where(eq(patrols.inviteToken, token));
      return row ?? null;
    },

    listByBattle(battleId: number): Promise<PatrolRecord[]> {
      return db.select().from(patrols).where(eq(patrols.battleId, battleId));
    },

    /** The members of the patrols of battles running at `now` (at most `limit`, the newest patrols first), each with its patrol. */
    membersOfRunningBattles(now: Date, limit: number): Promise<{ userId: number; patrol: PatrolRecord }[]> {
      return db
        .select({ userId: patrolMembers.userId, patrol: patrols })
        .from(patrolMembers)
        .innerJoin(patrols, eq(patrols.id, patrolMembers.patrolId))
        .innerJoin(battles, eq(battles.id, patrolMembers.battleId))
        .where(and(lte(battles.start, now), gte(battles.end, now)))
        .orderBy(desc(patrols.id))
        .limit(limit);
    },

    /** The patrol the user belongs to in the battle, if any. */
    async findByMember(battleId: number, userId: number): Promise<PatrolRecord | null> {
      const [row] = await patrolOfMember.execute({ battleId, userId });
      return row?.patrol ?? null;
    },

    /** Whether another patrol of the battle has this name, regardless of case. */
    async nameTaken(battleId: number, name: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: patrols.id })
        .from(patrols)
        .where(
          and(eq(patrols.battleId, battleId), sql`lower(${patrols.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(patrols.id, exceptId)),
        );
      return rows.length > 0;
    },

    async isMember(patrolId: number, userId: number): Promise<boolean> {
      const rows = await db
        .select({ userId: patrolMembers.userId })
        .from(patrolMembers)
        .where(and(eq(patrolMembers.patrolId, patrolId), eq(patrolMembers.userId, userId)));
      return rows.length > 0;
    },

    /** The members' user ids in order of joining (the owner first). */
    async memberIds(patrolId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: patrolMembers.userId })
        .from(patrolMembers)
        .where(eq(patrolMembers.patrolId, patrolId))
        .orderBy(asc(patrolMembers.joinedAt), asc(patrolMembers.userId));
      return rows.map((row) => row.userId);
    },

    /** Every membership of the battle's patrols, in order of joining (each owner first). */
    membershipsOfBattle(battleId: number): Promise<{ patrolId: number; userId: number }[]> {
      return db
        .select({ patrolId: patrolMembers.patrolId, userId: patrolMembers.userId })
        .from(patrolMembers)
        .where(eq(patrolMembers.battleId, battleId))
        .orderBy(asc(patrolMembers.joinedAt), asc(patrolMembers.userId));
    },

    /** The patrol and its owner as first member, in one transaction. */
    create(patrol: PatrolFields & Pick<PatrolRecord, 'battleId' | 'inviteToken' | 'createdBy' | 'createdAt'>): Promise<PatrolRecord> {
      return conflictOnUnique(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(patrols).values(patrol).returning();
          if (!row) throw new Error('insert into patrols returned no row');
          await tx.insert(patrolMembers).values({ patrolId: row.id, battleId: row.battleId, userId: row.createdBy, joinedAt: row.createdAt });
          return row;
        }),
      );
    },

    async update(id: number, fields: PatrolFields): Promise<PatrolRecord | null> {
      const [row] = await conflictOnUnique(() => db.update(patrols).set(fields).where(eq(patrols.id, id)).returning());
      return row ?? null;
    },

    /**
     * An admin's edit: the row is held (FOR UPDATE) while its values before are read, and the changed
     * fields go into the audit trail in the same transaction. Null when there is no such patrol.
     */
    auditedUpdate(id: number, fields: PatrolFields, stamp: AuditStamp): Promise<PatrolRecord | null> {
      return conflictOnUnique(() =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(patrols).where(eq(patrols.id, id)).for('update');
          if (!before) return null;
          const [row] = await tx.update(patrols).set(fields).where(eq(patrols.id, id)).returning();
          const changes = detailChanges(before, fields);
          if (changes.length > 0) await tx.insert(patrolAudit).values({ patrolId: id, action: 'DETAILS', ...stamp, changes });
          return row ?? null;
        }),
      );
    },

    /** Adds the member; with a stamp (an admin's change) the audit entry is written in the same transaction. */
    async addMember(patrol: PatrolRecord, userId: number, joinedAt: Date, stamp?: AuditStamp): Promise<void> {
      await conflictOnUnique(() =>
        db.transaction(async (tx) => {
          await tx.insert(patrolMembers).values({ patrolId: patrol.id, battleId: patrol.battleId, userId, joinedAt });
          if (stamp) await tx.insert(patrolAudit).values({ patrolId: patrol.id, action: 'MEMBER_ADDED', memberId: userId, ...stamp, changes: [] });
        }),
      );
    },

    /**
     * Moves the membership in one statement (the composite key keeps it in the battle), with an
     * audit entry in both patrols, in one transaction. False when the user was not a member of `from`.
     */
    moveMember(from: PatrolRecord, to: PatrolRecord, userId: number, stamp: AuditStamp): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(patrolMembers)
          .set({ patrolId: to.id })
          .where(and(eq(patrolMembers.patrolId, from.id), eq(patrolMembers.userId, userId)))
          .returning({ userId: patrolMembers.userId });
        if (moved.length === 0) return false;
        const changes = [{ field: 'patrol', before: from.name, after: to.name }];
        await tx.insert(patrolAudit).values([from.id, to.id].map((patrolId) => ({ patrolId, action: 'MEMBER_MOVED', memberId: userId, ...stamp, changes })));
        return true;
      });
    },

    /** False when the user was not a member. With a stamp (an admin's change) the audit entry is written in the same transaction. */
    removeMember(patrolId: number, userId: number, stamp?: AuditStamp): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(patrolMembers)
          .where(and(eq(patrolMembers.patrolId, patrolId), eq(patrolMembers.userId, userId)))
          .returning({ userId: patrolMembers.userId });
        if (rows.length === 0) return false;
        if (stamp) await tx.insert(patrolAudit).values({ patrolId, action: 'MEMBER_REMOVED', memberId: userId, ...stamp, changes: [] });
        return true;
      });
    },

    /** The patrol's audit trail, newest first. */
    auditOf(patrolId: number): Promise<PatrolAuditRecord[]> {
      return db.select().from(patrolAudit).where(eq(patrolAudit.patrolId, patrolId)).orderBy(desc(patrolAudit.at), desc(patrolAudit.id));
    },

    /**
     * The patrol with its members, deliveries and answers (by cascade), in one transaction that
     * answers the media keys of its answers for the caller to remove after the commit; null when
     * there is no such patrol. The answers module's step holds the answer rows while their keys
     * are read (PatrolDeletionSteps).
     */
    deleteWithAnswers(id: number, dependents: readonly PatrolDeletionSteps[]): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const media: string[] = [];
        for (const steps of dependents) media.push(...(await steps.lockPatrol(tx, id)));
        const rows = await tx.delete(patrols).where(eq(patrols.id, id)).returning({ id: patrols.id });
        return rows.length > 0 ? media : null;
      });
    },

    async setInviteToken(id: number, inviteToken: string): Promise<PatrolRecord | null> {
      const [row] = await db.update(patrols).set({ inviteToken }).where(eq(patrols.id, id)).returning();
      return row ?? null;
    },
  };
}

export type PatrolsRepository = ReturnType<typeof createPatrolsRepository>;
