/**
 * The antd kit, the less common controls (see ./core for why antd is only reached through this
 * kit): the number field (the badge order, points), the switch and the popovers and confirmations
 * of the staff and management screens. Apart from ./forms so a form without them loads none.
 */
export { default as InputNumber } from 'antd/es/input-number';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Popover } from 'antd/es/popover';
export { default as Switch } from 'antd/es/switch';
