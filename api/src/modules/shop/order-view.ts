/** A stored badge order as the GraphQL BadgeOrder the organisers' list shows. */
import type { BadgeOrder } from '../../generated/graphql';
import type { BadgeOrderRecord } from './shop-repository';

export function toBadgeOrder(order: BadgeOrderRecord): BadgeOrder {
  return {
    id: String(order.id),
    created: order.createdAt,
    status: order.status,
    contactInfo: { firstName: order.firstName, lastName: order.lastName, email: order.email, mobile: order.mobile },
    address: { streetName: order.streetName, streetNumber: order.streetNumber, postalCode: order.postalCode, postalCity: order.postalCity },
    orderLines: order.lines,
    message: order.message,
    shipping: order.shipping,
    total: order.total,
  };
}
