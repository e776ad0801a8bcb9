import { Typography } from '@usb/ui/core';
import { Table, type ColumnsType } from '@usb/ui/table';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { formatDateTime } from '../../../lib/copenhagen-time';
import type { MgmtOrder } from '../api/use-orders';
import { OrderStatusSelect } from './order-status-select';

const text = mgmtMessages.orders;

/** The orders newest first: buyer, address, lines with the total, the note and the status to set. */
export function OrdersTable({ orders, loading }: { orders: MgmtOrder[]; loading: boolean }) {
  const columns: ColumnsType<MgmtOrder> = [
    { key: 'id', title: text.csv.id, dataIndex: 'id' },
    { key: 'created', title: text.created, render: (_, order) => formatDateTime(order.created) },
    {
      key: 'buyer',
      title: text.buyer,
      render: (_, { contactInfo }) => (
        <>
          {contactInfo.firstName} {contactInfo.lastName}
          <br />
          <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>
          <br />
          {contactInfo.mobile}
        </>
      ),
    },
    {
      key: 'address',
      title: text.address,
      render: (_, { address }) => (
        <>
          {address.streetName} {address.streetNumber}
          <br />
          {address.postalCode} {address.postalCity}
        </>
      ),
    },
    {
      key: 'lines',
      title: text.lines,
      render: (_, order) => (
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {order.orderLines.map((line) => (
            <li key={line.id}>{fill(text.line, { quantity: line.quantity, name: line.name })}</li>
          ))}
        </ul>
      ),
    },
    { key: 'total', title: text.total, align: 'right', render: (_, order) => <strong>{fill(text.amount, { amount: order.total })}</strong> },
    { key: 'message', title: text.message, render: (_, order) => <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{order.message}</Typography.Text> },
    { key: 'status', title: text.status, render: (_, order) => <OrderStatusSelect order={order} /> },
  ];
  return (
    <Table<MgmtOrder>
      rowKey="id"
      columns={columns}
      dataSource={orders}
      loading={loading}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      locale={{ emptyText: text.empty }}
      scroll={{ x: true }}
    />
  );
}
