import type { CSSProperties } from 'react';
import { SITE_THEME_CLASSES } from '@usb/schema/domain';

/**
 * The header draws its menus and drawer itself, with antd's markup classes, so antd's
 * stylesheet (its menu and drawer styles are in the blocking sheet: the shell's build config)
 * gives them antd's look without antd's Menu and Drawer on every page: those bring a menu
 * engine, overflow measuring, tooltips, popups and motion (docs/benchmarks.md). The elements are
 * plain HTML navigation: lists of links, and buttons that open a group's links.
 */

/** The site theme's CSS-variable class, which every antd root element carries. */
export const THEME_CLASS = SITE_THEME_CLASSES.cssVar.key;

/** The classes of a menu's root and popup elements: the theme's variables and the menu's own. */
export const MENU_ROOT = `ant-menu ant-menu-light ${THEME_CLASS} ant-menu-css-var`;

/**
 * A button drawn as a menu title: no border, background or font of its own. Not the `font`
 * shorthand: it would also reset the line height antd's menu styles give a title.
 */
export const TITLE_BUTTON: CSSProperties = {
  border: 0,
  background: 'none',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
};
