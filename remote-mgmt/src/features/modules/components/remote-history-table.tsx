import { Typography } from '@usb/contracts/ui/core';
import { Table, type ColumnsType } from '@usb/contracts/ui/table';
import { mgmtMessages } from '@usb/contracts/messages/mgmt';
import { formatDateTime } from '../../../lib/copenhagen-time';
import type { RemoteSwitch } from '../api/use-remote-history';

const text = mgmtMessages.modules.history;

/** The switches of the active versions, newest first: when, which remote, what (Udrullet, Aktiveret, Rullet tilbage), from and to, by whom. */
export function RemoteHistoryTable({ history, loading }: { history: RemoteSwitch[]; loading: boolean }) {
  const columns: ColumnsType<RemoteSwitch> = [
    { key: 'at', title: text.at, render: (_, change) => formatDateTime(change.at) },
    { key: 'module', title: text.module, dataIndex: 'name' },
    { key: 'kind', title: text.kind, render: (_, change) => text.kinds[change.kind] },
    {
      key: 'change',
      title: text.change,
      render: (_, change) => (
        <>
          <Typography.Text code>{change.fromVersion ?? text.firstVersion}</Typography.Text> → <Typography.Text code>{change.toVersion}</Typography.Text>
        </>
      ),
    },
    { key: 'by', title: text.by, dataIndex: 'by' },
  ];
  return (
    <Table<RemoteSwitch>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={history}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: text.empty }}
      scroll={{ x: true }}
    />
  );
}
