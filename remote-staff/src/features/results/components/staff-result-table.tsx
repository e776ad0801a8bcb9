import { Table, type ColumnsType } from '@usb/contracts/ui/data';
import { messages } from '@usb/contracts/messages';
import type { ResultPreview } from '../api/use-result-preview';

type Category = ResultPreview['categories'][number];
type ResultRow = Category['patrols'][number];

const text = messages.staff.results;

/**
 * The columns as the public results show them: rank (shared by equal totals), patrol, the corps
 * only when the first patrol has one, one column per task in the category's order, and Total.
 */
export function resultColumns(category: Category): ColumnsType<ResultRow> {
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

/** One category of the preview, scrolling sideways on a phone with rank and patrol kept in view. */
export function StaffResultTable({ category }: { category: Category }) {
  return (
    <Table
      size="small"
      rowKey={(row) => `${row.rank}-${row.name}`}
      columns={resultColumns(category)}
      dataSource={category.patrols}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: text.noPatrols }}
    />
  );
}
