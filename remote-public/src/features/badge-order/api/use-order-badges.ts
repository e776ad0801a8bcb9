import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { OrderBadgesDocument, type BadgeOrderInput } from '@usb/schema/graphql';

/**
 * Shop.order; resolves whether the order was taken. A falsy answer and an error both count as
 * a failure (the screen has one text for both, docs/shop.md).
 */
export function useOrderBadges(): { order: (input: BadgeOrderInput) => Promise<boolean>; loading: boolean } {
  const [mutate, { loading }] = useMutation(OrderBadgesDocument);
  const order = useCallback(
    async (input: BadgeOrderInput) => {
      try {
        const { data, error } = await mutate({ variables: { order: input } });
        return !error && Boolean(data?.shop.order);
      } catch {
        return false;
      }
    },
    [mutate],
  );
  return { order, loading };
}
