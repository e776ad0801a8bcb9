/**
 * The antd kit, forms part (see ./core for why antd is only reached through this kit): what
 * the login, account and task answer forms use. Select and DatePicker are in ./pickers, the
 * less common controls (number field, switch, popovers) in ./controls and the file upload with
 * its progress in ./upload, so the login page and a task's answers load none of them.
 */
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Radio } from 'antd/es/radio';
export type { FormInstance, FormProps, Rule } from 'antd/es/form';
