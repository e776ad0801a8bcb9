/**
 * The antd kit, pickers part: Select and DatePicker (see ./core for why antd is only reached
 * through this kit). Apart from ./forms because together they weigh what the login, account and
 * task answer forms do not use (docs/benchmarks.md).
 */
export { default as DatePicker } from 'antd/es/date-picker';
export { default as Select } from 'antd/es/select';
