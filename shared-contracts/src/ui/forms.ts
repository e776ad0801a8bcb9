/**
 * The antd kit, forms part (see ./core for why antd is only reached through this kit): what
 * the login, account and task answer forms use. Select and DatePicker are in ./pickers.
 */
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Popover } from 'antd/es/popover';
export { default as Progress } from 'antd/es/progress';
export { default as Radio } from 'antd/es/radio';
export { default as Switch } from 'antd/es/switch';
export { default as Upload } from 'antd/es/upload';
export type { FormInstance, FormProps, Rule } from 'antd/es/form';
