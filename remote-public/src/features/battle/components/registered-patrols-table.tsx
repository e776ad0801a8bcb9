import { Card } from '@usb/ui/core';
import { Table, type ColumnsType } from '@usb/ui/table';
import { categoryName, corpsName } from '@usb/schema/domain';
import type { GetBattleQuery } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';

type PatrolRow = GetBattleQuery['battles']['getBattle']['patrols'][number];

const text = messages.battlePage;

/** By category (Spejder, OBG, none last), then by name in Danish order (docs/patrols.md). */
export function sortPatrols(patrols: readonly PatrolRow[]): PatrolRow[] {
  const rank = (category: number | null) => category ?? Number.MAX_SAFE_INTEGER;
  return [...patrols].sort((a, b) => rank(a.category) - rank(b.category) || a.name.localeCompare(b.name, 'da'));
}

const columns: ColumnsType<PatrolRow> = [
  { key: 'name', title: text.patrolName, dataIndex: 'name' },
  { key: 'corps', title: text.corps, render: (_value, patrol) => corpsName(patrol.corps) },
  { key: 'category', title: text.ageGroup, render: (_value, patrol) => categoryName(patrol.category) },
];

/** The registered patrols of an event: name, corps name and age group. */
export function RegisteredPatrolsTable({ patrols }: { patrols: readonly PatrolRow[] }) {
  return (
    <Card title={`${text.patrolsTitle} (${patrols.length})`}>
      <Table
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={sortPatrols(patrols)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: text.noPatrols }}
      />
    </Card>
  );
}
