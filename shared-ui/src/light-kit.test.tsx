/**
 * The core kit's light Card, Layout and Typography must draw exactly as antd's: antd's stylesheet styles
 * them by their markup and classes. Each case renders the kit's component and antd's with the
 * same props, inside the site's theme classes, and compares the HTML.
 */
import type { ComponentType, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import AntdCard from 'antd/es/card';
import AntdLayout from 'antd/es/layout';
import AntdTypography from 'antd/es/typography';
import ConfigProvider from 'antd/es/config-provider';
import { SITE_THEME_CLASSES } from '@usb/schema/domain';
import { Card, Layout, Typography, type LinkProps, type ParagraphProps, type TextProps, type TitleProps } from './core';

const html = (node: ReactElement): string => renderToStaticMarkup(<ConfigProvider theme={SITE_THEME_CLASSES}>{node}</ConfigProvider>);

describe('the light Card', () => {
  it.each([
    ['a title and a body', { title: 'Tilmelding' }, 'Tilmeldingen er åben.'],
    [
      'small, with extra, a body style and a root style',
      { size: 'small', title: 'Opslag', extra: <span>24. dec. 2026</span>, styles: { body: { padding: 0 } }, style: { flex: '1 1 300px' } },
      'Tekst',
    ],
    ['a body only', {}, 'Kun tekst'],
    ['a title only', { title: 'Tom' }, undefined],
    ['an id and an aria label', { title: 'Kontakt', id: 'kontakt', 'aria-label': 'Kontakt' }, 'Tekst'],
  ] as const)("renders antd's markup with %s", (_case, props, body) => {
    expect(html(<Card {...props}>{body}</Card>)).toBe(html(<AntdCard {...props}>{body}</AntdCard>));
  });
});

describe('the light Layout', () => {
  it("renders antd's markup for the page column, its header, content and footer, with their classes and styles", () => {
    const page = (Kit: typeof Layout | typeof AntdLayout) => (
      <Kit style={{ minHeight: '100vh' }}>
        <Kit.Header style={{ display: 'flex' }} className="site-header">
          Hoved
        </Kit.Header>
        <Kit.Content style={{ padding: 24 }}>Indhold</Kit.Content>
        <Kit.Footer id="bund">Bund</Kit.Footer>
      </Kit>
    );
    expect(html(page(Layout))).toBe(html(page(AntdLayout)));
    expect(html(<Layout />)).toBe(html(<AntdLayout />));
  });
});

/** Every prop of Typography the site uses, drawn with the given Typography. */
interface TypographyKit {
  Title: ComponentType<TitleProps>;
  Text: ComponentType<TextProps>;
  Paragraph: ComponentType<ParagraphProps>;
  Link: ComponentType<LinkProps>;
}

function typographySample(Kit: TypographyKit): ReactElement {
  return (
    <>
      {([1, 2, 3, 4, 5] as const).map((level) => (
        <Kit.Title key={level} level={level} style={{ margin: 0 }}>
          Overskrift
        </Kit.Title>
      ))}
      <Kit.Title>Uden niveau</Kit.Title>
      <Kit.Text type="secondary">Grå</Kit.Text>
      <Kit.Text type="danger" strong>
        Fed og rød
      </Kit.Text>
      <Kit.Text code>kode</Kit.Text>
      <Kit.Text strong code>
        fed kode
      </Kit.Text>
      <Kit.Text id="status" role="status" aria-live="polite">
        Gemt
      </Kit.Text>
      <Kit.Paragraph type="success">Afsnit</Kit.Paragraph>
      <Kit.Link href="/om">Om USB</Kit.Link>
      <Kit.Link href="https://example.org" target="_blank">
        Ny fane
      </Kit.Link>
    </>
  );
}

describe('the light Typography', () => {
  it("renders antd's markup for titles of each level, texts, paragraphs and links", () => {
    const ours = html(typographySample(Typography));
    expect(ours).toBe(html(typographySample(AntdTypography)));
    expect(ours).toContain('rel="noopener noreferrer"');
  });
});
