import { useState } from 'react';
import type { BadgeOrderStatus } from '@usb/schema/graphql';
import { Button, Flex } from '@usb/ui/core';
import { Select } from '@usb/ui/pickers';
import { DownloadOutlined } from '@usb/ui/admin-icons';
import { mgmtMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { downloadFile } from '@usb/schema/csv';
import { MgmtPage } from '../../../components/mgmt-page';
import { useOrders } from '../api/use-orders';
import { ordersCsv } from '../lib/orders-csv';
import { statusOptions } from './order-status-select';
import { OrdersTable } from './orders-table';

const text = mgmtMessages.orders;

/** /mgmt/orders: the badge orders newest first, filtered by status, with a CSV of what is shown. */
export default function OrdersPage() {
  const [status, setStatus] = useState<BadgeOrderStatus | null>(null);
  const { orders, loading, failed, retry } = useOrders(status);
  const exportCsv = (
    <Button
      icon={<DownloadOutlined />}
      disabled={orders.length === 0}
      onClick={() => downloadFile(text.csvFileName, ordersCsv(orders), 'text/csv;charset=utf-8')}
    >
      {text.exportCsv}
    </Button>
  );
  return (
    <MgmtPage title={text.title} extra={exportCsv}>
      <Flex>
        <Select<BadgeOrderStatus>
          allowClear
          placeholder={text.allStatuses}
          aria-label={text.status}
          options={statusOptions}
          value={status ?? undefined}
          onChange={(value) => setStatus(value ?? null)}
          style={{ minWidth: 200 }}
        />
      </Flex>
      {failed && <LoadError onRetry={retry} />}
      <OrdersTable orders={orders} loading={loading} />
    </MgmtPage>
  );
}
