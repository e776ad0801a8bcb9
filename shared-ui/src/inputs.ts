/**
 * The antd kit, inputs part (see ./core for why antd is only reached through this kit): the
 * text field, check boxes and radio buttons. A task's answers use them without a form, so they
 * are a kit of their own; the form engine with its validation is in ./forms, loaded by the
 * pages with a form.
 */
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Input } from 'antd/es/input';
export { default as Radio } from 'antd/es/radio';
