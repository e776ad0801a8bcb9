import { useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useCardStyle from 'antd/es/card/style';
import { classNames } from './class-names';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** Beside the title, at the end of the head (a date, the card's actions). */
  extra?: ReactNode;
  size?: 'default' | 'small';
  styles?: { header?: CSSProperties; body?: CSSProperties };
}

const shows = (node: ReactNode): boolean => node !== undefined && node !== null && node !== false && node !== '';

/**
 * antd's Card as the site uses it (a bordered box with an optional head of title and extra, in
 * two sizes), with antd's own markup and classes, so antd's stylesheet draws it exactly as
 * antd's Card. antd's Card also brings tabs, a loading skeleton, covers and actions, which pull
 * Tabs, its dropdown and menu into every page; the site uses none of them.
 */
export function Card({ title, extra, size = 'default', styles, className, style, children, ...rest }: CardProps) {
  const prefixCls = useContext(ConfigContext).getPrefixCls('card');
  const [hashId, cssVarCls] = useCardStyle(prefixCls);
  const head =
    shows(title) || shows(extra) ? (
      <div className={`${prefixCls}-head`} style={styles?.header}>
        <div className={`${prefixCls}-head-wrapper`}>
          {shows(title) && <div className={`${prefixCls}-head-title`}>{title}</div>}
          {shows(extra) && <div className={`${prefixCls}-extra`}>{extra}</div>}
        </div>
      </div>
    ) : null;
  const hasBody = children !== undefined && children !== null && children !== false;
  return (
    <div
      {...rest}
      className={classNames(prefixCls, `${prefixCls}-bordered`, size === 'small' && `${prefixCls}-small`, className, hashId, cssVarCls)}
      style={style}
    >
      {head}
      {hasBody && (
        <div className={`${prefixCls}-body`} style={styles?.body}>
          {children}
        </div>
      )}
    </div>
  );
}
