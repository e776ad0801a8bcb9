import { useEffect, useRef, useState, type RefObject } from 'react';
import { Typography } from '@usb/ui/core';
import { Table, type ColumnsType } from '@usb/ui/table';
import type { ResultFieldsFragment } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';

export type ResultCategory = ResultFieldsFragment['categories'][number];
type ResultRow = ResultCategory['patrols'][number];

const text = messages.resultsPage;

/**
 * The columns of one category: rank (shared by equal totals), patrol, the corps only when the
 * first patrol has one (docs/results.md), one per task in the category's order, and Total.
 * Rank, patrol and Total stay in view while the columns between them scroll sideways.
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
    { key: 'total', title: text.total, dataIndex: 'total', align: 'right', fixed: 'right', render: (total: number) => <strong>{total}</strong> },
  ];
}

/** Whether the table's scrolling area is wider than the screen gives it, followed as the window resizes. */
function useOverflows(wrapper: RefObject<HTMLDivElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const area = wrapper.current?.querySelector('.ant-table-content');
    if (!area) return;
    const measure = () => setOverflows(area.scrollWidth > area.clientWidth + 1);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });
  return overflows;
}

/**
 * One category's results table as the public results, the staff's preview and the management's
 * preview show it. Where it does not fit (a phone), rank, patrol and Total stay in view, the
 * task columns scroll sideways between them, and a line above the table says so.
 */
export function ResultTable({ category }: { category: ResultCategory }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(wrapper);
  // The area that scrolls sideways takes keyboard focus, so it can be scrolled without a mouse
  // (antd renders that area and has no prop for it).
  useEffect(() => {
    wrapper.current?.querySelector('.ant-table-content')?.setAttribute('tabindex', '0');
  });
  return (
    <div ref={wrapper}>
      {overflows && (
        <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 8px', textAlign: 'right' }}>
          {text.scrollHint}
        </Typography.Text>
      )}
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
