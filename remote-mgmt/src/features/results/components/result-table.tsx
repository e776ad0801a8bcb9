import { Table, type ColumnsType } from '@usb/contracts/ui/data';
import { messages } from '@usb/contracts/messages';
import type { MgmtResult } from '../api/use-built-result';

type Category = MgmtResult['categories'][number];
type ResultRow = Category['patrols'][number];

const text = messages.resultsPage;

/**
 * One category as the public results show it: rank (shared by equal totals), patrol, the corps
 * only when the first patrol has one, one column per task in the category's order, and Total.
 */
export function ResultTable({ category }: { category: Category }) {
  const showCorps = (category.patrols[0]?.corps ?? '') !== '';
  const columns: ColumnsType<ResultRow> = [
    { key: 'rank', title: text.rank, dataIndex: 'rank', width: 56 },
    { key: 'name', title: text.patrol, dataIndex: 'name' },
    ...(showCorps ? [{ key: 'corps', title: text.corps, dataIndex: 'corps' }] : []),
    ...category.taskNames.map((taskName, index) => ({
      key: `task-${index}`,
      title: taskName,
      align: 'right' as const,
      render: (_value: unknown, row: ResultRow) => row.taskResults[index] ?? 0,
    })),
    { key: 'total', title: text.total, dataIndex: 'total', align: 'right', render: (total: number) => <strong>{total}</strong> },
  ];
  return (
    <Table<ResultRow>
      size="small"
      rowKey={(row) => `${row.rank}-${row.name}`}
      columns={columns}
      dataSource={category.patrols}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: text.noPatrols }}
    />
  );
}
