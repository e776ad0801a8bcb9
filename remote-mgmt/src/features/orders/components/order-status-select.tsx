import type { BadgeOrderStatus } from '@usb/schema/graphql';
import { Select } from '@usb/ui/pickers';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { runAndNotify } from '../../../lib/notify';
import type { MgmtOrder } from '../api/use-orders';
import { useSetOrderStatus } from '../api/use-set-order-status';

const text = mgmtMessages.orders;
const statuses: BadgeOrderStatus[] = ['NEW', 'PAID', 'SENT'];
export const statusOptions = statuses.map((status) => ({ value: status, label: text.statusNames[status] }));

/** The order's status (Ny, Betalt, Sendt), saved as soon as the admin picks another. */
export function OrderStatusSelect({ order }: { order: MgmtOrder }) {
  const { setStatus, saving } = useSetOrderStatus();
  return (
    <Select<BadgeOrderStatus>
      size="small"
      value={order.status}
      options={statusOptions}
      loading={saving}
      disabled={saving}
      aria-label={fill(text.statusOf, { id: order.id })}
      onChange={(status) => void runAndNotify(() => setStatus(order.id, status), text.statusChanged, text.statusError)}
      style={{ minWidth: 110 }}
    />
  );
}
