/**
 * Badge orders (docs/shop.md): anyone may order; the order is checked and priced on
 * the server, stored, confirmed to the buyer by mail and copied to the organisers. Orders from
 * one address are limited per hour (config.rateLimit.order), so the shop cannot be used to send mails in bulk. Admins
 * list the orders and mark them paid and sent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { BadgeOrderInput } from '../../generated/graphql';
import type { BadgeOrderStatus } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Mailer } from '../../plugins/mailer';
import type { RateLimits } from '../../plugins/rate-limits';
import type { SettingsService } from '../settings';
import { requireAdmin, type UserRecord } from '../users';
import { checkOrder } from './order-input';
import { orderConfirmationMail, orderCopyMail } from './order-mails';
import type { BadgeOrderRecord, ShopRepository } from './shop-repository';

const ORDER_LIST = { default: 200, max: 1000 } as const;

export function createShopService(deps: {
  repository: ShopRepository;
  mailer: Mailer;
  rateLimits: RateLimits;
  settings: SettingsService;
  config: AppConfig;
  log: FastifyBaseLogger;
}) {
  const { repository, mailer, rateLimits, settings, config, log } = deps;

  return {
    /**
     * Takes the order, or answers why not: BAD_USER_INPUT, RATE_LIMITED, or MAIL_FAILED when the
     * buyer's confirmation could not be sent (the order is then dropped, so trying again makes
     * no duplicate). A failed copy to the organisers is only logged: the order is stored.
     */
    async order(input: BadgeOrderInput, clientAddress: string): Promise<boolean> {
      const order = checkOrder(input);
      // Counted per order, not per request: each aliased or batched order takes its own attempt.
      await rateLimits.take('order', `addr:${clientAddress}`);
      const orderId = await repository.insert(order, clientAddress, config.now());
      try {
        await mailer.send(orderConfirmationMail(orderId, order, await settings.paymentDetails()));
      } catch (error) {
        log.error({ err: error, orderId }, 'order confirmation mail failed');
        await repository.delete(orderId);
        throw new ApiError('MAIL_FAILED');
      }
      if (config.orderMailTo) {
        await mailer
          .send(orderCopyMail(orderId, order, config.orderMailTo))
          .catch((error: unknown) => log.error({ err: error, orderId }, 'order copy mail failed'));
      }
      return true;
    },

    async list(caller: UserRecord, status: BadgeOrderStatus | null, limit: number | null): Promise<BadgeOrderRecord[]> {
      requireAdmin(caller);
      const count = limit ?? ORDER_LIST.default;
      if (!Number.isInteger(count) || count < 1 || count > ORDER_LIST.max) throw new ApiError('BAD_USER_INPUT', 'limit must be 1-1000', ['limit']);
      return repository.list(status, count);
    },

    async setStatus(caller: UserRecord, id: number, status: BadgeOrderStatus): Promise<BadgeOrderRecord> {
      requireAdmin(caller);
      const order = await repository.setStatus(id, status);
      if (!order) throw new ApiError('NOT_FOUND', 'No such order');
      return order;
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
