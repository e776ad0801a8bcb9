/**
 * The antd kit, data part: tables and lists (see ./core for why antd is only reached
 * through this kit).
 */
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Empty } from 'antd/es/empty';
export { default as List } from 'antd/es/list';
export { default as Table } from 'antd/es/table';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
export type { TableProps, ColumnsType } from 'antd/es/table';
