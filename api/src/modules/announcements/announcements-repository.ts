/** Announcements, their receipts and the users' read marks in the database (docs/live.md). */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { announcementReads, announcementReceipts, announcements, patrolMembers, patrols } from '../../db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = Omit<AnnouncementRow, 'id'>;

/** The inbox's length: the newest this many. */
export const INBOX_SIZE = 50;

/** What reaches the patrol `p` of the user: sent, in its battle, for all, its category or itself. */
const reachesPatrol = and(
  isNotNull(announcements.sentAt),
  eq(announcements.battleId, patrols.battleId),
  or(isNull(announcements.patrolId), eq(announcements.patrolId, patrols.id)),
  or(isNull(announcements.category), eq(announcements.category, patrols.category)),
);

export function createAnnouncementsRepository(db: Database) {
  /** The user's patrols joined to the announcements that reach them. */
  function forUser(userId: number) {
    return db
      .select({ announcement: announcements })
      .from(patrolMembers)
      .innerJoin(patrols, eq(patrols.id, patrolMembers.patrolId))
      .innerJoin(announcements, reachesPatrol)
      .where(eq(patrolMembers.userId, userId))
      .$dynamic();
  }

  async function readUntil(userId: number): Promise<Date | null> {
    const [row] = await db.select({ readUntil: announcementReads.readUntil }).from(announcementReads).where(eq(announcementReads.userId, userId));
    return row?.readUntil ?? null;
  }

  return {
    async insert(fields: NewAnnouncement): Promise<AnnouncementRow> {
      const [row] = await db.insert(announcements).values(fields).returning();
      if (!row) throw new Error('insert into announcements returned no row');
      return row;
    },

    async findById(id: number): Promise<AnnouncementRow | null> {
      const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
      return row ?? null;
    },

    /** Waiting ones first (soonest first), then the sent ones, newest first. */
    listByBattle(battleId: number): Promise<AnnouncementRow[]> {
      return db
        .select()
        .from(announcements)
        .where(eq(announcements.battleId, battleId))
        .orderBy(sql`${announcements.sentAt} is not null`, asc(announcements.sendAt), desc(announcements.sentAt), desc(announcements.id));
    },

    /** Receipts per announcement of the battle. */
    async receivedCounts(battleId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ id: announcementReceipts.announcementId, received: count() })
        .from(announcementReceipts)
        .innerJoin(announcements, eq(announcements.id, announcementReceipts.announcementId))
        .where(eq(announcements.battleId, battleId))
        .groupBy(announcementReceipts.announcementId);
      return new Map(rows.map((row) => [row.id, row.received]));
    },

    /** The battle's patrols: how many per category, and their names. */
    async patrolsOf(battleId: number): Promise<{ id: number; name: string; category: number | null }[]> {
      return db.select({ id: patrols.id, name: patrols.name, category: patrols.category }).from(patrols).where(eq(patrols.battleId, battleId));
    },

    /** Sends what is due, each row once however many processes ask at the same time. */
    claimDue(now: Date): Promise<AnnouncementRow[]> {
      return db
        .update(announcements)
        .set({ sentAt: now })
        .where(and(isNull(announcements.sentAt), lte(announcements.sendAt, now)))
        .returning();
    },

    async nextDue(): Promise<Date | null> {
      const [row] = await db
        .select({ next: min(announcements.sendAt) })
        .from(announcements)
        .where(isNull(announcements.sentAt));
      return row?.next ?? null;
    },

    /** Deletes one that has not been sent; false when it has (or is gone). */
    async cancel(id: number): Promise<boolean> {
      const rows = await db
        .delete(announcements)
        .where(and(eq(announcements.id, id), isNull(announcements.sentAt)))
        .returning({ id: announcements.id });
      return rows.length > 0;
    },

    async inbox(userId: number): Promise<{ announcements: AnnouncementRow[]; unread: number }> {
      const [rows, until] = await Promise.all([
        forUser(userId).orderBy(desc(announcements.sentAt), desc(announcements.id)).limit(INBOX_SIZE),
        readUntil(userId),
      ]);
      const list = rows.map((row) => row.announcement);
      return { announcements: list, unread: list.filter((row) => row.sentAt !== null && (until === null || row.sentAt > until)).length };
    },

    async markRead(userId: number, now: Date): Promise<void> {
      await db
        .insert(announcementReads)
        .values({ userId, readUntil: now })
        .onConflictDoUpdate({ target: announcementReads.userId, set: { readUntil: now } });
    },

    /** Notes the user's patrols as having these (sent, reaching them); answers the ids that were new for a patrol. */
    async markReceived(userId: number, ids: number[], now: Date): Promise<number[]> {
      const reached = db
        .select({ announcementId: announcements.id, patrolId: patrols.id, receivedAt: sql`${now.toISOString()}::timestamptz`.as('received_at') })
        .from(patrolMembers)
        .innerJoin(patrols, eq(patrols.id, patrolMembers.patrolId))
        .innerJoin(announcements, reachesPatrol)
        .where(and(eq(patrolMembers.userId, userId), inArray(announcements.id, ids)));
      const rows = await db.insert(announcementReceipts).select(reached).onConflictDoNothing().returning({ id: announcementReceipts.announcementId });
      return rows.map((row) => row.id);
    },

    /**
     * What was sent in these battles after the announcement `afterId` was (the newest `limit`,
     * oldest first); nothing when that one is gone (the inbox still has everything).
     */
    async sentAfter(battleIds: number[], afterId: number, limit: number): Promise<AnnouncementRow[]> {
      const mark = await this.findById(afterId);
      if (!mark?.sentAt || battleIds.length === 0) return [];
      const after = or(gt(announcements.sentAt, mark.sentAt), and(eq(announcements.sentAt, mark.sentAt), gt(announcements.id, mark.id)));
      const rows = await db
        .select()
        .from(announcements)
        .where(and(inArray(announcements.battleId, battleIds), isNotNull(announcements.sentAt), after))
        .orderBy(desc(announcements.sentAt), desc(announcements.id))
        .limit(limit);
      return rows.reverse();
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
