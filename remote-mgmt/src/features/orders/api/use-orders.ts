import { useQuery } from '@usb/contracts/graphql-client';
import { GetOrdersDocument, type BadgeOrderStatus, type MgmtOrderFieldsFragment } from '@usb/schema/graphql';

export type MgmtOrder = MgmtOrderFieldsFragment;

/** The order list's size: more than a season's orders, within the api's 1-1000. */
const ORDER_LIMIT = 1000;

/** Shop.getOrders: the badge orders with the status (every status when null), newest first. */
export function useOrders(status: BadgeOrderStatus | null) {
  const { data, loading, error, refetch } = useQuery(GetOrdersDocument, { variables: { status, limit: ORDER_LIMIT }, fetchPolicy: 'cache-and-network' });
  return { orders: data?.shop.getOrders ?? [], loading: loading && !data, failed: error !== undefined && !data, retry: () => void refetch() };
}
