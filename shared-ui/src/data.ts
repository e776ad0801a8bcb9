/**
 * The antd kit, data part: lists, descriptions and tags (see ./core for why antd is only
 * reached through this kit). Tables are in ./table.
 */
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Empty } from 'antd/es/empty';
export { default as List } from 'antd/es/list';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
