/** Badge orders from the shop, kept for the organisers with what they cost. */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { time } from './columns';

/** How far the organisers have handled an order: placed, paid, sent. */
export type BadgeOrderStatus = 'NEW' | 'PAID' | 'SENT';

/** One order line as the buyer confirmed it, with the price it was sold at. */
export interface BadgeOrderLine {
  id: string;
  name: string;
  quantity: number;
  price: number;
}

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
    status: text('status').$type<BadgeOrderStatus>().notNull().default('NEW'),
  },
  (table) => [index('badge_orders_client_created_idx').on(table.clientAddress, table.createdAt)],
);
