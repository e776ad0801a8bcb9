import { useEffect, useRef } from 'react';
import { Table, type ColumnsType } from '@usb/contracts/ui/table';
import type { ResultFieldsFragment } from '@usb/contracts/graphql';
import { messages } from '@usb/contracts/messages';

export type ResultCategory = ResultFieldsFragment['categories'][number];
type ResultRow = ResultCategory['patrols'][number];

const text = messages.resultsPage;

/**
 * The columns of one category: rank (shared by equal totals), patrol, the corps only when the
 * first patrol has one (docs/results.md), one per task in the category's order, and Total.
 */
function resultColumns(category: ResultCategory): ColumnsType<ResultRow> {
  const showCorps = (category.patrols[0]?.corps ?? '') !== '';
  return [
    { key: 'rank', title: text.rank, dataIndex: 'rank', width: 56, fixed: 'left' },
    { key: 'name', title: text.patrol, dataIndex: 'name', fixed: 'left' },
    ...(showCorps ? [{ key: 'corps', title: text.corps, dataIndex: 'corps' }] : []),
    ...category.taskNames.map((taskName, index) => ({
      key: `task-${index}`,
      title: taskName,
      align: 'right' as const,
      render: (_value: unknown, row: ResultRow) => row.taskResults[index] ?? 0,
    })),
    { key: 'total', title: text.total, dataIndex: 'total', align: 'right', render: (total: number) => <strong>{total}</strong> },
  ];
}

/**
 * One category's results table as the public results, the staff's preview and the management's
 * preview show it; it scrolls sideways on a phone with rank and patrol kept in view.
 */
export function ResultTable({ category }: { category: ResultCategory }) {
  const wrapper = useRef<HTMLDivElement>(null);
  // The area that scrolls sideways takes keyboard focus, so it can be scrolled without a mouse
  // (antd renders that area and has no prop for it).
  useEffect(() => {
    wrapper.current?.querySelector('.ant-table-content')?.setAttribute('tabindex', '0');
  });
  return (
    <div ref={wrapper}>
      <Table<ResultRow>
        size="small"
        rowKey={(row) => `${row.rank}-${row.name}`}
        columns={resultColumns(category)}
        dataSource={category.patrols}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: text.noPatrols }}
      />
    </div>
  );
}
