/** Named plugin `usb-shop`: decorates `app.shop` (badge orders) and serves the shop GraphQL namespaces. */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { createShopRepository } from './shop-repository';
import { shopResolvers } from './shop-resolvers';
import { createShopService, type ShopService } from './shop-service';

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopService;
  }
}

export default fp(
  (app) => {
    const shop = createShopService({
      repository: createShopRepository(app.db),
      mailer: app.mailer,
      rateLimits: app.rateLimits,
      settings: app.settings,
      config: app.config,
      log: app.log,
    });
    app.decorate('shop', shop);
    defineResolvers(app, shopResolvers(shop));
  },
  { name: 'usb-shop', dependencies: ['usb-db', 'usb-graphql', 'usb-mail', 'usb-rate-limits', 'usb-users', 'usb-settings'] },
);
