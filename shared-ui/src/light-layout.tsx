import { useContext, type HTMLAttributes } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useLayoutStyle from 'antd/es/layout/style';
import { classNames } from './class-names';

export type LayoutProps = HTMLAttributes<HTMLElement>;

/** One part of the layout: its element and the class antd gives it (`ant-layout`, `ant-layout-header`, ...). */
function layoutPart(Tag: 'div' | 'header' | 'main' | 'footer', suffix?: string) {
  return function LayoutPart({ className, ...rest }: LayoutProps) {
    const prefixCls = useContext(ConfigContext).getPrefixCls('layout');
    const [hashId, cssVarCls] = useLayoutStyle(prefixCls);
    return <Tag className={classNames(suffix ? `${prefixCls}-${suffix}` : prefixCls, className, hashId, cssVarCls)} {...rest} />;
  };
}

/**
 * antd's Layout as the site uses it (the page column with its header, content and footer), with
 * antd's own markup and classes, so antd's stylesheet draws it exactly as antd's Layout. antd's
 * Layout also brings the collapsible Sider, with a breakpoint observer and three icons, into
 * every page; the site has no side bar.
 */
export const Layout = Object.assign(layoutPart('div'), {
  Header: layoutPart('header', 'header'),
  Content: layoutPart('main', 'content'),
  Footer: layoutPart('footer', 'footer'),
});
