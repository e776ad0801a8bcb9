/** Named plugin `usb-shop`: decorates `app.shop` and serves the shop GraphQL namespace (`shop { order }`). */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { createOrdersRepository } from './orders-repository';
import { createShopService, type ShopService } from './shop-service';

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopService;
  }
}

export default fp(
  async (app) => {
    const shop = createShopService({ repository: createOrdersRepository(app.db), mailer: app.mailer, config: app.config, log: app.log });
    app.decorate('shop', shop);
    defineResolvers(app, {
      Mutation: { shop: () => ({}) },
      ShopMutation: {
        order: (_parent, { order }, context) => shop.order(order, context.reply.request.ip),
      },
    });
  },
  { name: 'usb-shop', dependencies: ['usb-db', 'usb-graphql', 'usb-mail'] },
);
