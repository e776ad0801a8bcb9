import { Typography } from '@usb/ui/core';
import { Table, type ColumnsType } from '@usb/ui/table';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { formatDateTime } from '../../../lib/copenhagen-time';
import type { RemoteSwitch } from '../api/use-remote-history';

const text = mgmtMessages.modules.history;

/** Who the history names: 'auto' is the registry itself, rolling back a canary with too many errors. */
const AUTOMATIC = 'auto';

/**
 * The switches of the active versions and the canaries' changes, newest first: when, which
 * remote, what (Udrullet, Aktiveret, Rullet tilbage, Trinvis 10 %, Trinvis stoppet), from and to,
 * by whom.
 */
export function RemoteHistoryTable({ history, loading }: { history: RemoteSwitch[]; loading: boolean }) {
  const columns: ColumnsType<RemoteSwitch> = [
    { key: 'at', title: text.at, render: (_, change) => formatDateTime(change.at) },
    { key: 'module', title: text.module, dataIndex: 'name' },
    { key: 'kind', title: text.kind, render: (_, change) => fill(text.kinds[change.kind], { percent: change.percent ?? '' }) },
    {
      key: 'change',
      title: text.change,
      render: (_, change) => (
        <>
          <Typography.Text code>{change.fromVersion ?? text.firstVersion}</Typography.Text> → <Typography.Text code>{change.toVersion}</Typography.Text>
        </>
      ),
    },
    { key: 'by', title: text.by, render: (_, change) => (change.by === AUTOMATIC ? text.automatic : change.by) },
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
