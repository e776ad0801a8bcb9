/**
 * The gallery's items in the database. An item is public while no takedown was requested and
 * its answer still holds the file that was picked; the reads join the answer, its task answer,
 * task and patrol, where one query must do the work (the patrol's name, the file, the task's name).
 */
import { and, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answers, battleTaskAnswers, battleTasks, galleryItems, patrolMembers, patrols } from '../../db/schema';

export type GalleryItemRecord = typeof galleryItems.$inferSelect;

/** A media answer with a stored file, as a pick needs it. */
export interface PickableAnswer {
  answerId: number;
  battleId: number;
  mediaKey: string;
}

export interface PublicItemRow {
  id: number;
  battleId: number;
  caption: string;
  patrolId: number;
  patrolName: string;
  mimeType: string;
  pickedAt: Date;
}

/** A public item of the caller's own patrol, by the answer it shows. */
export interface OwnItemRow {
  id: number;
  answerId: number;
  caption: string;
}

export interface StaffItemRow extends GalleryItemRecord {
  patrolName: string;
  taskName: string;
  mimeType: string;
  /** The answer still holds the picked file. */
  sameFile: boolean;
}

export type PickOutcome = { kind: 'picked'; item: GalleryItemRecord } | { kind: 'takenDown' } | { kind: 'full' };

const isPublic = and(isNull(galleryItems.takedownAt), eq(answers.mediaKey, galleryItems.mediaKey));

export function createGalleryRepository(db: Database) {
  function staffRows(where: SQL): Promise<StaffItemRow[]> {
    return db
      .select({
        ...getTableColumns(galleryItems),
        patrolName: patrols.name,
        taskName: battleTasks.name,
        mimeType: sql<string>`coalesce(${answers.mimeType}, 'application/octet-stream')`,
        sameFile: sql<boolean>`coalesce(${answers.mediaKey} = ${galleryItems.mediaKey}, false)`,
      })
      .from(galleryItems)
      .innerJoin(answers, eq(answers.id, galleryItems.answerId))
      .innerJoin(battleTaskAnswers, eq(battleTaskAnswers.id, answers.battleTaskAnswerId))
      .innerJoin(battleTasks, eq(battleTasks.id, battleTaskAnswers.battleTaskId))
      .innerJoin(patrols, eq(patrols.id, battleTaskAnswers.patrolId))
      .where(where)
      .orderBy(desc(galleryItems.pickedAt), desc(galleryItems.id));
  }

  return {
    async pickableAnswer(answerId: number): Promise<PickableAnswer | null> {
      const [row] = await db
        .select({ answerId: answers.id, battleId: battleTasks.battleId, mediaKey: answers.mediaKey })
        .from(answers)
        .innerJoin(battleTaskAnswers, eq(battleTaskAnswers.id, answers.battleTaskAnswerId))
        .innerJoin(battleTasks, eq(battleTasks.id, battleTaskAnswers.battleTaskId))
        .where(eq(answers.id, answerId));
      return row?.mediaKey ? { answerId: row.answerId, battleId: row.battleId, mediaKey: row.mediaKey } : null;
    },

    /**
     * Puts the answer in the gallery, or renews the caption and file of its item. The battle's
     * gallery is held (a transaction-scoped advisory lock on the battle's id, so the battles
     * module's row is left alone) while the items are counted, so parallel picks cannot pass the limit.
     */
    pick(input: PickableAnswer & { caption: string; pickedBy: number; pickedAt: Date }, limit: number): Promise<PickOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gallery'), ${input.battleId}::int)`);
        const [existing] = await tx.select().from(galleryItems).where(eq(galleryItems.answerId, input.answerId));
        if (existing?.takedownAt) return { kind: 'takenDown' };
        if (existing) {
          const [item] = await tx
            .update(galleryItems)
            .set({ caption: input.caption, mediaKey: input.mediaKey })
            .where(eq(galleryItems.id, existing.id))
            .returning();
          if (!item) throw new Error('update of gallery_items returned no row');
          return { kind: 'picked', item };
        }
        const [held] = await tx
          .select({ n: count() })
          .from(galleryItems)
          .where(and(eq(galleryItems.battleId, input.battleId), isNull(galleryItems.takedownAt)));
        if ((held?.n ?? 0) >= limit) return { kind: 'full' };
        const [item] = await tx
          .insert(galleryItems)
          .values({
            battleId: input.battleId,
            answerId: input.answerId,
            mediaKey: input.mediaKey,
            caption: input.caption,
            pickedBy: input.pickedBy,
            pickedAt: input.pickedAt,
          })
          .returning();
        if (!item) throw new Error('insert into gallery_items returned no row');
        return { kind: 'picked', item };
      });
    },

    /** The item with the patrol whose answer it is. */
    async findWithPatrol(id: number): Promise<(GalleryItemRecord & { patrolId: number }) | null> {
      const [row] = await db
        .select({ item: galleryItems, patrolId: battleTaskAnswers.patrolId })
        .from(galleryItems)
        .innerJoin(answers, eq(answers.id, galleryItems.answerId))
        .innerJoin(battleTaskAnswers, eq(battleTaskAnswers.id, answers.battleTaskAnswerId))
        .where(eq(galleryItems.id, id));
      return row ? { ...row.item, patrolId: row.patrolId } : null;
    },

    /** Deletes an item nobody asked to take down (a takedown request stays); true when one went. */
    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(galleryItems)
        .where(and(eq(galleryItems.id, id), isNull(galleryItems.takedownAt)))
        .returning({ id: galleryItems.id });
      return rows.length > 0;
    },

    /** Marks the item taken down (the first request counts; a repeated one changes nothing). */
    async takeDown(id: number, userId: number, at: Date): Promise<void> {
      await db
        .update(galleryItems)
        .set({ takedownBy: userId, takedownAt: at })
        .where(and(eq(galleryItems.id, id), isNull(galleryItems.takedownAt)));
    },

    /** The battle's public items, the latest picked first. */
    listPublic(battleId: number): Promise<PublicItemRow[]> {
      return db
        .select({
          id: galleryItems.id,
          battleId: galleryItems.battleId,
          caption: galleryItems.caption,
          patrolId: patrols.id,
          patrolName: patrols.name,
          mimeType: sql<string>`coalesce(${answers.mimeType}, 'application/octet-stream')`,
          pickedAt: galleryItems.pickedAt,
        })
        .from(galleryItems)
        .innerJoin(answers, eq(answers.id, galleryItems.answerId))
        .innerJoin(battleTaskAnswers, eq(battleTaskAnswers.id, answers.battleTaskAnswerId))
        .innerJoin(patrols, eq(patrols.id, battleTaskAnswers.patrolId))
        .where(and(eq(galleryItems.battleId, battleId), isPublic))
        .orderBy(desc(galleryItems.pickedAt), desc(galleryItems.id));
    },

    /** The public items of the user's patrol's answers to one task (none when the user is in no patrol). */
    listOwnPublic(userId: number, battleTaskId: number): Promise<OwnItemRow[]> {
      return db
        .select({ id: galleryItems.id, answerId: galleryItems.answerId, caption: galleryItems.caption })
        .from(galleryItems)
        .innerJoin(answers, eq(answers.id, galleryItems.answerId))
        .innerJoin(battleTaskAnswers, eq(battleTaskAnswers.id, answers.battleTaskAnswerId))
        .innerJoin(patrolMembers, and(eq(patrolMembers.patrolId, battleTaskAnswers.patrolId), eq(patrolMembers.userId, userId)))
        .where(and(eq(battleTaskAnswers.battleTaskId, battleTaskId), isPublic))
        .orderBy(galleryItems.id);
    },

    /** Every item of the battle (taken down ones too), the latest picked first. */
    listForStaff: (battleId: number): Promise<StaffItemRow[]> => staffRows(eq(galleryItems.battleId, battleId)),

    async staffRow(id: number): Promise<StaffItemRow | null> {
      const [row] = await staffRows(eq(galleryItems.id, id));
      return row ?? null;
    },

    /** The stored file of a public item; null when the item is not (or no longer) public. */
    async publicFile(id: number): Promise<{ key: string; mimeType: string; size: number } | null> {
      const [row] = await db
        .select({ key: galleryItems.mediaKey, mimeType: answers.mimeType, size: answers.mediaSize })
        .from(galleryItems)
        .innerJoin(answers, eq(answers.id, galleryItems.answerId))
        .where(and(eq(galleryItems.id, id), isPublic));
      return row ? { key: row.key, mimeType: row.mimeType ?? 'application/octet-stream', size: row.size ?? 0 } : null;
    },
  };
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
