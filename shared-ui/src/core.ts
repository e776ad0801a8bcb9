/**
 * The antd kit, core part: the components every page shows (layout, text, buttons, alerts).
 * This allow-list is the only door to antd in the site: it is shared as a singleton provided by
 * the shell, so the page holds one antd with one theme and the Danish locale, and only what is
 * listed here is bundled. Adding an export is a minor version bump of @usb/contracts; deploy
 * the shell first. Forms, tables, menus and the rest live in the other kits (./forms, ./data,
 * ./nav, ...) so a page only loads what it uses. Card, Layout and Typography are the kit's own
 * light versions with antd's markup and classes (./light-card, ./light-layout,
 * ./light-typography): antd's bring tabs, a side bar, tooltips and a text editor into every page.
 */
export { default as Alert } from 'antd/es/alert';
export { default as Button } from 'antd/es/button';
export { Card, type CardProps } from './light-card';
/** For markup drawn with antd's classes outside antd's components (the light ones here, the shell's header). */
export { classNames } from './class-names';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Divider } from 'antd/es/divider';
export { default as Flex } from 'antd/es/flex';
export { Layout, type LayoutProps } from './light-layout';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { Typography, type LinkProps, type ParagraphProps, type TextProps, type TitleProps, type TypographyType } from './light-typography';
export { default as daDK } from 'antd/es/locale/da_DK';
export type { ThemeConfig } from 'antd/es/config-provider';
export { LoadingBlock } from './loading-block';
export { HtmlContent } from './html-content';
