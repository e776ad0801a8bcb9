/**
 * The antd kit, table part (see ./core for why antd is only reached through this kit). Apart
 * from ./data because the table (with its filters, pagination and tree) weighs what pages
 * showing only lists, descriptions or tags do not need (docs/benchmarks.md).
 */
export { default as Table } from 'antd/es/table';
export type { TableProps, ColumnsType } from 'antd/es/table';
