/** Stored badge orders (table badge_orders). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { badgeOrders } from '../../db/schema';
import type { CheckedOrder } from './order-input';

export function createShopRepository(db: Database) {
  return {
    async insert(order: CheckedOrder, clientAddress: string, createdAt: Date): Promise<number> {
      const [row] = await db
        .insert(badgeOrders)
        .values({ ...order.contactInfo, ...order.address, message: order.message, lines: order.lines, shipping: order.shipping, total: order.total, clientAddress, createdAt })
        .returning({ id: badgeOrders.id });
      if (!row) throw new Error('the order was not stored');
      return row.id;
    },

    async delete(id: number): Promise<void> {
      await db.delete(badgeOrders).where(eq(badgeOrders.id, id));
    },
  };
}

export type ShopRepository = ReturnType<typeof createShopRepository>;
