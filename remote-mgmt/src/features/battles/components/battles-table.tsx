import { Button, Space } from '@usb/ui/core';
import { Table, type ColumnsType } from '@usb/ui/table';
import { Link } from '@usb/contracts/router';
import { mgmtMessages } from '../../../texts';
import { formatDateTime } from '../../../lib/copenhagen-time';
import type { MgmtBattle } from '../api/use-battles';

const text = mgmtMessages.battles;

export interface BattlesTableProps {
  battles: MgmtBattle[];
  loading: boolean;
  onEdit: (battle: MgmtBattle) => void;
  onClone: (battle: MgmtBattle) => void;
}

/** The battles, newest first as the api orders them, with their times on Danish time. */
export function BattlesTable({ battles, loading, onEdit, onClone }: BattlesTableProps) {
  const columns: ColumnsType<MgmtBattle> = [
    { key: 'name', title: text.name, render: (_, battle) => <Link to={`/mgmt/battles/${battle.id}`}>{battle.name}</Link> },
    { key: 'start', title: text.start, render: (_, battle) => formatDateTime(battle.start) },
    { key: 'end', title: text.end, render: (_, battle) => formatDateTime(battle.end) },
    { key: 'registration', title: text.registrationFrom, render: (_, battle) => formatDateTime(battle.registrationFrom) },
    { key: 'registrationTo', title: text.registrationTo, render: (_, battle) => formatDateTime(battle.registrationTo) },
    {
      key: 'actions',
      title: '',
      render: (_, battle) => (
        <Space wrap>
          <Button size="small" onClick={() => onEdit(battle)}>
            {mgmtMessages.common.edit}
          </Button>
          <Button size="small" onClick={() => onClone(battle)}>
            {text.clone}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<MgmtBattle>
      rowKey="id"
      columns={columns}
      dataSource={battles}
      loading={loading}
      pagination={{ pageSize: 25, hideOnSinglePage: true }}
      locale={{ emptyText: text.empty }}
      scroll={{ x: true }}
    />
  );
}
