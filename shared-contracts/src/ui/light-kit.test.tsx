/**
 * The core kit's light Card and Typography must draw exactly as antd's: antd's stylesheet styles
 * them by their markup and classes. Each case renders the kit's component and antd's with the
 * same props, inside the site's theme classes, and compares the HTML.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import AntdCard from 'antd/es/card';
import AntdTypography from 'antd/es/typography';
import ConfigProvider from 'antd/es/config-provider';
import { SITE_THEME_CLASSES } from '@usb/contracts/domain';
import { Card, Typography } from './core';

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

describe('the light Typography', () => {
  it("renders antd's markup for titles of each level, texts, paragraphs and links", () => {
    const ours = html(
      <>
        {([1, 2, 3, 4, 5] as const).map((level) => (
          <Typography.Title key={level} level={level} style={{ margin: 0 }}>
            Overskrift
          </Typography.Title>
        ))}
        <Typography.Title>Uden niveau</Typography.Title>
        <Typography.Text type="secondary">Grå</Typography.Text>
        <Typography.Text type="danger" strong>
          Fed og rød
        </Typography.Text>
        <Typography.Text code>kode</Typography.Text>
        <Typography.Text strong code>
          fed kode
        </Typography.Text>
        <Typography.Text id="status" role="status" aria-live="polite">
          Gemt
        </Typography.Text>
        <Typography.Paragraph type="success">Afsnit</Typography.Paragraph>
        <Typography.Link href="/om">Om USB</Typography.Link>
        <Typography.Link href="https://example.org" target="_blank">
          Ny fane
        </Typography.Link>
      </>,
    );
    const antds = html(
      <>
        {([1, 2, 3, 4, 5] as const).map((level) => (
          <AntdTypography.Title key={level} level={level} style={{ margin: 0 }}>
            Overskrift
          </AntdTypography.Title>
        ))}
        <AntdTypography.Title>Uden niveau</AntdTypography.Title>
        <AntdTypography.Text type="secondary">Grå</AntdTypography.Text>
        <AntdTypography.Text type="danger" strong>
          Fed og rød
        </AntdTypography.Text>
        <AntdTypography.Text code>kode</AntdTypography.Text>
        <AntdTypography.Text strong code>
          fed kode
        </AntdTypography.Text>
        <AntdTypography.Text id="status" role="status" aria-live="polite">
          Gemt
        </AntdTypography.Text>
        <AntdTypography.Paragraph type="success">Afsnit</AntdTypography.Paragraph>
        <AntdTypography.Link href="/om">Om USB</AntdTypography.Link>
        <AntdTypography.Link href="https://example.org" target="_blank">
          Ny fane
        </AntdTypography.Link>
      </>,
    );
    expect(ours).toBe(antds);
    expect(ours).toContain('rel="noopener noreferrer"');
  });
});
