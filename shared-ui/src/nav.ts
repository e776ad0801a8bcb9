/**
 * The antd kit, navigation part: the menus of the staff and management areas, drawers and tabs
 * (see ./core for why antd is only reached through this kit). The shell's header draws its own
 * menus and drawer with antd's classes, so no page loads this kit before it shows one of these.
 */
export { default as Drawer } from 'antd/es/drawer';
export { default as Menu } from 'antd/es/menu';
export type { MenuProps } from 'antd/es/menu';
export { default as Tabs } from 'antd/es/tabs';
export type { TabsProps } from 'antd/es/tabs';
