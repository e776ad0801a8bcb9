/** Battles and their staff members in the database. */
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { battles, battleStaffMembers } from '../../db/schema';

export type BattleRecord = typeof battles.$inferSelect;
/** What an admin creates and saves; the freeze is set by the battle's staff (setFreeze, reveal). */
export type BattleFields = Omit<BattleRecord, 'id' | 'freezeAt' | 'revealedAt'>;

export function createBattlesRepository(db: Database) {
  return {
    async findById(id: number): Promise<BattleRecord | null> {
      const [row] = await db.select().from(battles).where(eq(battles.id, id));
      return row ?? null;
    },

    findByName(name: string): Promise<BattleRecord[]> {
      return db.select().from(battles).where(eq(battles.name, name)).orderBy(asc(battles.id));
    },

    /** The first battle whose end is after now, else the one that ended last. */
    async next(now: Date): Promise<BattleRecord | null> {
      const [upcoming] = await db.select().from(battles).where(gt(battles.end, now)).orderBy(asc(battles.end), asc(battles.id)).limit(1);
      if (upcoming) return upcoming;
      const [latest] = await db.select().from(battles).orderBy(desc(battles.end), desc(battles.id)).limit(1);
      return latest ?? null;
    },

    /** Every battle, newest start first. */
    listAll(): Promise<BattleRecord[]> {
      return db.select().from(battles).orderBy(desc(battles.start), desc(battles.id));
    },

    /** A new battle and whatever `fill` writes for it, in one transaction. */
    insertWith(fields: BattleFields, fill: (tx: Database, battle: BattleRecord) => Promise<void>): Promise<BattleRecord> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(battles).values(fields).returning();
        if (!row) throw new Error('insert into battles returned no row');
        await fill(tx, row);
        return row;
      });
    },

    async insert(fields: BattleFields): Promise<BattleRecord> {
      const [row] = await db.insert(battles).values(fields).returning();
      if (!row) throw new Error('insert into battles returned no row');
      return row;
    },

    async update(id: number, fields: BattleFields): Promise<BattleRecord | null> {
      const [row] = await db.update(battles).set(fields).where(eq(battles.id, id)).returning();
      return row ?? null;
    },

    async setFreeze(id: number, freezeAt: Date | null): Promise<BattleRecord | null> {
      const [row] = await db.update(battles).set({ freezeAt }).where(eq(battles.id, id)).returning();
      return row ?? null;
    },

    async setRevealed(id: number, revealedAt: Date): Promise<void> {
      await db.update(battles).set({ revealedAt }).where(eq(battles.id, id));
    },

    /** The battles the user is on the staff of, or every battle (null), newest start first. */
    staffBattles(userId: number | null): Promise<BattleRecord[]> {
      const staffed =
        userId === null ? undefined : db.select({ id: battleStaffMembers.battleId }).from(battleStaffMembers).where(eq(battleStaffMembers.userId, userId));
      return db
        .select()
        .from(battles)
        .where(staffed && inArray(battles.id, staffed))
        .orderBy(desc(battles.start), desc(battles.id));
    },

    async staffUserIds(battleId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: battleStaffMembers.userId })
        .from(battleStaffMembers)
        .where(eq(battleStaffMembers.battleId, battleId))
        .orderBy(asc(battleStaffMembers.userId));
      return rows.map((row) => row.userId);
    },

    async isStaffMember(battleId: number, userId: number): Promise<boolean> {
      const rows = await db
        .select({ userId: battleStaffMembers.userId })
        .from(battleStaffMembers)
        .where(and(eq(battleStaffMembers.battleId, battleId), eq(battleStaffMembers.userId, userId)));
      return rows.length > 0;
    },

    async addStaffMember(battleId: number, userId: number): Promise<void> {
      await db.insert(battleStaffMembers).values({ battleId, userId }).onConflictDoNothing();
    },

    async removeStaffMember(battleId: number, userId: number): Promise<void> {
      await db.delete(battleStaffMembers).where(and(eq(battleStaffMembers.battleId, battleId), eq(battleStaffMembers.userId, userId)));
    },
  };
}

export type BattlesRepository = ReturnType<typeof createBattlesRepository>;
