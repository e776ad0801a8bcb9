/** The shop namespace of the GraphQL schema: `shop { order }`, open to anyone. */
import type { Resolvers } from '../../generated/graphql';
import type { ShopService } from './shop-service';

export function shopResolvers(shop: ShopService): Resolvers {
  return {
    Mutation: { shop: () => ({}) },
    ShopMutation: {
      // The client address is the per-address rate limit's key.
      order: (_parent, { order }, { request }) => shop.order(order, request.ip),
    },
  };
}
