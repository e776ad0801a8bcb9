import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { GetOrdersDocument, SetOrderStatusDocument, type BadgeOrderStatus } from '@usb/schema/graphql';

/**
 * Shop.setOrderStatus. The answer updates the cached order by its id; lists filtered by status
 * are read again, since the order may leave or join them.
 */
export function useSetOrderStatus() {
  const [mutate, { loading }] = useMutation(SetOrderStatusDocument, { refetchQueries: [GetOrdersDocument] });
  const setStatus = useCallback(
    async (id: string, status: BadgeOrderStatus) => {
      await mutate({ variables: { id, status } });
    },
    [mutate],
  );
  return { setStatus, saving: loading };
}
