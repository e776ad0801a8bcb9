import { Card } from '@usb/ui/core';
import { LightTable, type LightTableColumn } from '@usb/ui/light-table';
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

const columns: LightTableColumn<PatrolRow>[] = [
  { key: 'name', title: text.patrolName, render: (patrol) => patrol.name },
  { key: 'corps', title: text.corps, render: (patrol) => corpsName(patrol.corps) },
  { key: 'category', title: text.ageGroup, render: (patrol) => categoryName(patrol.category) },
];

/**
 * The registered patrols of an event: name, corps name and age group, in the light table (antd's
 * markup without the table kit, which every leader opening the page would otherwise load).
 */
export function RegisteredPatrolsTable({ patrols }: { patrols: readonly PatrolRow[] }) {
  return (
    <Card title={`${text.patrolsTitle} (${patrols.length})`}>
      <LightTable
        size="small"
        rowKey={(patrol) => patrol.id}
        columns={columns}
        dataSource={sortPatrols(patrols)}
        scroll={{ x: 'max-content' }}
        emptyText={text.noPatrols}
      />
    </Card>
  );
}
