/**
 * The antd kit, forms part (see ./core for why antd is only reached through this kit): the
 * form engine with its items, rules and validation, for the login, account, registration and
 * management forms. The fields themselves are in ./inputs (a task's answers use them without a
 * form), Select and DatePicker in ./pickers, the less common controls (number field, switch,
 * popovers) in ./controls and the file upload with its progress in ./upload.
 */
export { default as Form } from 'antd/es/form';
export type { FormInstance, FormProps, Rule } from 'antd/es/form';
