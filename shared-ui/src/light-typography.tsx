import { useContext, type AnchorHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useTypographyStyle from 'antd/es/typography/style';
import { classNames } from './class-names';

/** The text colours antd's Typography offers (secondary is the readable grey of the theme). */
export type TypographyType = 'secondary' | 'success' | 'warning' | 'danger';

interface Decorations {
  type?: TypographyType;
  /** Bold (`<strong>`). */
  strong?: boolean;
  /** As code (`<code>`). */
  code?: boolean;
}

export type TextProps = Decorations & Omit<HTMLAttributes<HTMLSpanElement>, 'type'>;
export type ParagraphProps = Decorations & Omit<HTMLAttributes<HTMLDivElement>, 'type'>;
export type TitleProps = Decorations & Omit<HTMLAttributes<HTMLHeadingElement>, 'type'> & { level?: 1 | 2 | 3 | 4 | 5 };
export type LinkProps = Decorations & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'type'>;

/** The classes antd's Typography gives its element, from the theme's context. */
function useTypographyClasses(type: TypographyType | undefined, className: string | undefined, link = false): string {
  const prefixCls = useContext(ConfigContext).getPrefixCls('typography');
  const [hashId, cssVarCls] = useTypographyStyle(prefixCls);
  return classNames(prefixCls, type && `${prefixCls}-${type}`, link && `${prefixCls}-link`, className, hashId, cssVarCls);
}

/** The content inside antd's decoration elements, in antd's order (code around strong). */
function decorate({ strong, code }: Decorations, children: ReactNode): ReactNode {
  const bold = strong ? <strong>{children}</strong> : children;
  return code ? <code>{bold}</code> : bold;
}

function Text({ type, strong, code, className, style, children, ...rest }: TextProps) {
  return (
    <span {...rest} className={useTypographyClasses(type, className)} style={style}>
      {decorate({ strong, code }, children)}
    </span>
  );
}

function Paragraph({ type, strong, code, className, style, children, ...rest }: ParagraphProps) {
  return (
    <div {...rest} className={useTypographyClasses(type, className)} style={style}>
      {decorate({ strong, code }, children)}
    </div>
  );
}

function Title({ level = 1, type, strong, code, className, style, children, ...rest }: TitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading {...rest} className={useTypographyClasses(type, className)} style={style}>
      {decorate({ strong, code }, children)}
    </Heading>
  );
}

/** A link with antd's link colour; a link opening a new tab gets rel="noopener noreferrer" unless given one. */
function Link({ type, strong, code, className, style, children, rel, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      rel={rel ?? (rest.target === '_blank' ? 'noopener noreferrer' : undefined)}
      className={useTypographyClasses(type, className, true)}
      style={style}
    >
      {decorate({ strong, code }, children)}
    </a>
  );
}

/**
 * antd's Typography (Title, Paragraph, Text, Link) as the site uses it: a text colour, bold and
 * code, with antd's own elements and classes, so antd's stylesheet draws it as antd's
 * Typography. antd's version also brings ellipsis measuring, copy and in-place editing, which
 * pull Tooltip, its trigger and TextArea into every page; the site uses none of them.
 */
export const Typography = { Text, Paragraph, Title, Link };
