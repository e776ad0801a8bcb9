/** Stored badge orders (table badge_orders). */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { badgeOrders, type BadgeOrderStatus } from '../../db/schema';
import type { CheckedOrder } from './order-input';

export type BadgeOrderRecord = typeof badgeOrders.$inferSelect;

export function createShopRepository(db: Database) {
  return {
    async insert(order: CheckedOrder, clientAddress: string, createdAt: Date): Promise<number> {
      const [row] = await db
        .insert(badgeOrders)
        .values({
          ...order.contactInfo,
          ...order.address,
          message: order.message,
          lines: order.lines,
          shipping: order.shipping,
          total: order.total,
          clientAddress,
          createdAt,
        })
        .returning({ id: badgeOrders.id });
      if (!row) throw new Error('the order was not stored');
      return row.id;
    },

    async delete(id: number): Promise<void> {
      await db.delete(badgeOrders).where(eq(badgeOrders.id, id));
    },

    /** Newest first; every status when none is given. */
    list(status: BadgeOrderStatus | null, limit: number): Promise<BadgeOrderRecord[]> {
      return db
        .select()
        .from(badgeOrders)
        .where(status === null ? undefined : eq(badgeOrders.status, status))
        .orderBy(desc(badgeOrders.createdAt), desc(badgeOrders.id))
        .limit(limit);
    },

    async setStatus(id: number, status: BadgeOrderStatus): Promise<BadgeOrderRecord | null> {
      const [row] = await db.update(badgeOrders).set({ status }).where(eq(badgeOrders.id, id)).returning();
      return row ?? null;
    },
  };
}

export type ShopRepository = ReturnType<typeof createShopRepository>;
