/**
 * Badge orders (docs/shop.md): anyone may order; the order is checked and priced on
 * the server, stored, confirmed to the buyer by mail and copied to the organisers. Orders from
 * one address are limited per hour, so the shop cannot be used to send mails in bulk.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { BadgeOrderInput } from '../../generated/graphql';
import { ApiError } from '../../errors';
import type { Mailer } from '../../plugins/mailer';
import { checkOrder } from './order-input';
import { orderConfirmationMail, orderCopyMail } from './order-mails';
import type { ShopRepository } from './shop-repository';

const MAX_ORDERS_PER_ADDRESS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export function createShopService(deps: { repository: ShopRepository; mailer: Mailer; config: AppConfig; log: FastifyBaseLogger }) {
  const { repository, mailer, config, log } = deps;

  return {
    /**
     * Takes the order, or answers why not: BAD_USER_INPUT, RATE_LIMITED, or MAIL_FAILED when the
     * buyer's confirmation could not be sent (the order is then dropped, so trying again makes
     * no duplicate). A failed copy to the organisers is only logged: the order is stored.
     */
    async order(input: BadgeOrderInput, clientAddress: string): Promise<boolean> {
      const order = checkOrder(input);
      const now = config.now();
      if ((await repository.countFromAddressSince(clientAddress, new Date(now.getTime() - HOUR_MS))) >= MAX_ORDERS_PER_ADDRESS_PER_HOUR) {
        throw new ApiError('RATE_LIMITED', 'Too many orders from this address');
      }
      const orderId = await repository.insert(order, clientAddress, now);
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
