/** The shop namespaces of the GraphQL schema: `shop { order }` for anyone, the orders list and status for admins. */
import type { Resolvers } from '../../generated/graphql';
import { toId } from '../../graphql/ids';
import { toBadgeOrder } from './order-view';
import type { ShopService } from './shop-service';

export function shopResolvers(shop: ShopService): Resolvers {
  return {
    Query: { shop: () => ({}) },
    Mutation: { shop: () => ({}) },
    ShopQuery: {
      getOrders: async (_parent, { status, limit }, { request }) =>
        (await shop.list(await request.requireCaller(), status ?? null, limit ?? null)).map(toBadgeOrder),
    },
    ShopMutation: {
      // The client address is the per-address rate limit's key.
      order: (_parent, { order }, { request }) => shop.order(order, request.ip),
      setOrderStatus: async (_parent, { id, status }, { request }) => toBadgeOrder(await shop.setStatus(await request.requireCaller(), toId(id, 'id'), status)),
    },
  };
}
