import { useState } from 'react';
import { Typography } from '@usb/ui/core';
import { LightTable, type LightTableColumn } from '@usb/ui/light-table';
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
function resultColumns(category: ResultCategory): LightTableColumn<ResultRow>[] {
  const showCorps = (category.patrols[0]?.corps ?? '') !== '';
  const corps: LightTableColumn<ResultRow>[] = showCorps ? [{ key: 'corps', title: text.corps, render: (row) => row.corps }] : [];
  return [
    { key: 'rank', title: text.rank, width: 56, fixed: 'start', render: (row) => row.rank },
    { key: 'name', title: text.patrol, fixed: 'start', render: (row) => row.name },
    ...corps,
    ...category.taskNames.map((taskName, index): LightTableColumn<ResultRow> => ({
      key: `task-${index}`,
      title: taskName,
      align: 'right',
      render: (row) => row.taskResults[index] ?? 0,
    })),
    { key: 'total', title: text.total, align: 'right', fixed: 'end', render: (row) => <strong>{row.total}</strong> },
  ];
}

/**
 * One category's results table as the public results, the staff's preview and the management's
 * preview show it. Where it does not fit (a phone), rank, patrol and Total stay in view, the
 * task columns scroll sideways between them (the scrolling area takes keyboard focus), and a
 * line above the table says so. The light table draws it with antd's markup and classes, so the
 * results page does not load antd's table kit.
 */
export function ResultTable({ category }: { category: ResultCategory }) {
  const [overflows, setOverflows] = useState(false);
  return (
    <div>
      {overflows && (
        <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 8px', textAlign: 'right' }}>
          {text.scrollHint}
        </Typography.Text>
      )}
      <LightTable<ResultRow>
        size="small"
        rowKey={(row) => `${row.rank}-${row.name}`}
        columns={resultColumns(category)}
        dataSource={category.patrols}
        scroll={{ x: 'max-content' }}
        emptyText={text.noPatrols}
        onOverflowChange={setOverflows}
      />
    </div>
  );
}
