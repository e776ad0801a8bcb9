/**
 * The icons of the pages every visitor and patrol sees (the header, the invite link, the photo
 * and video answers), each imported alone so only these are bundled. This kit travels with the
 * core kit on every page; the management screens' icons are in ./admin-icons.
 */
export { default as MenuOutlined } from '@ant-design/icons/es/icons/MenuOutlined';
export { default as BellOutlined } from '@ant-design/icons/es/icons/BellOutlined';
export { default as CloseOutlined } from '@ant-design/icons/es/icons/CloseOutlined';
export { default as CopyOutlined } from '@ant-design/icons/es/icons/CopyOutlined';
export { default as InboxOutlined } from '@ant-design/icons/es/icons/InboxOutlined';
