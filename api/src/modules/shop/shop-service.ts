/**
 * Badge orders (docs/shop.md): anyone may order; the order is checked and priced on
 * the server, stored, confirmed to the buyer by mail and copied to the organisers. Orders from
 * one address are limited per hour (config.rateLimit.order), so the shop cannot be used to send mails in bulk.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { BadgeOrderInput } from '../../generated/graphql';
import { ApiError } from '../../errors';
import type { Mailer } from '../../plugins/mailer';
import type { RateLimits } from '../../plugins/rate-limits';
import { checkOrder } from './order-input';
import { orderConfirmationMail, orderCopyMail } from './order-mails';
import type { ShopRepository } from './shop-repository';

export function createShopService(deps: { repository: ShopRepository; mailer: Mailer; rateLimits: RateLimits; config: AppConfig; log: FastifyBaseLogger }) {
  const { repository, mailer, rateLimits, config, log } = deps;

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
        await mailer.send(orderConfirmationMail(orderId, order, config.orderPaymentDetails));
      } catch (error) {
        log.error({ err: error, orderId }, 'order confirmation mail failed');
        await repository.delete(orderId);
        throw new ApiError('MAIL_FAILED');
      }
      if (config.orderMailTo) {
        await mailer.send(orderCopyMail(orderId, order, config.orderMailTo)).catch((error: unknown) => log.error({ err: error, orderId }, 'order copy mail failed'));
      }
      return true;
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
