/**
 * The antd kit, file upload (see ./core for why antd is only reached through this kit): the
 * upload area and its progress bar, which only a task's photo and video answers draw.
 */
export { default as Progress } from 'antd/es/progress';
export { default as Upload } from 'antd/es/upload';
