/** The icons the site uses, each imported alone so only these are bundled. */
export { default as MenuOutlined } from '@ant-design/icons/es/icons/MenuOutlined';
export { default as UserOutlined } from '@ant-design/icons/es/icons/UserOutlined';
export { default as DownOutlined } from '@ant-design/icons/es/icons/DownOutlined';
export { default as LoginOutlined } from '@ant-design/icons/es/icons/LoginOutlined';
export { default as LogoutOutlined } from '@ant-design/icons/es/icons/LogoutOutlined';
export { default as InboxOutlined } from '@ant-design/icons/es/icons/InboxOutlined';
export { default as CopyOutlined } from '@ant-design/icons/es/icons/CopyOutlined';
