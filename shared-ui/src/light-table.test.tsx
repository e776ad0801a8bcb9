/**
 * The light table must draw exactly as antd's Table (antd's stylesheet styles it by its markup
 * and classes): each case renders both with the same columns and rows, inside the site's theme
 * classes, and compares the HTML. Then, in the browser's place (jsdom with measured sizes), the
 * fixed columns stick at antd's offsets and cast antd's shadows as the table scrolls.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import AntdTable from 'antd/es/table';
import ConfigProvider from 'antd/es/config-provider';
import { SITE_THEME_CLASSES } from '@usb/schema/domain';
import { LightTable, type LightTableColumn, type LightTableProps } from './light-table';

interface Row {
  rank: number;
  name: string;
  points: number[];
  total: number;
}

const rows: Row[] = [
  { rank: 1, name: 'Ulvene', points: [10, 7], total: 17 },
  { rank: 1, name: 'Ræven', points: [9, 8], total: 17 },
  { rank: 3, name: 'Uglerne', points: [0, 3], total: 3 },
];

const columns: LightTableColumn<Row>[] = [
  { key: 'rank', title: 'Nr.', width: 56, fixed: 'start', render: (row) => row.rank },
  { key: 'name', title: 'Patrulje', fixed: 'start', render: (row) => row.name },
  { key: 'knob', title: 'Knob', align: 'right', render: (row) => row.points[0] },
  { key: 'kort', title: '', align: 'right', render: (row) => row.points[1] },
  { key: 'total', title: 'Total', align: 'right', fixed: 'end', render: (row) => <strong>{row.total}</strong> },
];

const rowKey = (row: Row) => `${row.rank}-${row.name}`;
const site = (node: ReactElement) => <ConfigProvider theme={SITE_THEME_CLASSES}>{node}</ConfigProvider>;

/** antd's Table with the same props; antd's render gets the value first. */
function antdTable({ columns: ours, dataSource, emptyText, size, scroll }: LightTableProps<Row>) {
  const antdColumns = ours.map(({ render: draw, ...column }) => ({ ...column, render: (_value: unknown, row: Row, index: number) => draw(row, index) }));
  return (
    <AntdTable<Row>
      columns={antdColumns}
      dataSource={[...dataSource]}
      rowKey={rowKey}
      size={size === 'small' ? 'small' : undefined}
      scroll={scroll}
      pagination={false}
      locale={{ emptyText }}
    />
  );
}

/** The HTML of a table as the DOM writes it (one way of writing empty elements and entities for both). */
function html(node: ReactElement, edit?: (holder: HTMLElement) => void): string {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(site(node));
  edit?.(holder);
  return holder.innerHTML;
}

/** antd's, without the Spin antd wraps every table in: it spins nothing here and draws nothing. */
const antdHtml = (props: LightTableProps<Row>): string =>
  html(antdTable(props), (holder) => {
    const spin = holder.querySelector('.ant-spin');
    spin?.replaceWith(...(spin.querySelector('.ant-spin-container')?.childNodes ?? []));
  });
/** Ours, without the scrolling area's tabindex, which antd leaves out. */
const ourHtml = (props: LightTableProps<Row>): string => html(<LightTable {...props} />).replace(' tabindex="0"', '');

describe('the light table', () => {
  it.each<[string, LightTableProps<Row>]>([
    ['small, scrolling sideways with fixed columns', { columns, dataSource: rows, rowKey, emptyText: 'Ingen', size: 'small', scroll: { x: 'max-content' } }],
    ['empty, scrolling sideways', { columns, dataSource: [], rowKey, emptyText: 'Ingen patruljer', size: 'small', scroll: { x: 'max-content' } }],
    [
      'the default size, without scrolling or fixed columns',
      { columns: columns.map(({ fixed: _fixed, ...column }) => column), dataSource: rows, rowKey, emptyText: 'Ingen' },
    ],
    ['empty, without scrolling', { columns: columns.slice(2, 3), dataSource: [], rowKey, emptyText: 'Ingen' }],
  ])("renders antd's markup: %s", (_case, props) => {
    expect(ourHtml(props)).toBe(antdHtml(props));
  });
});

/** Sizes as a browser would measure them: each column 100 px wide but the rank 56, a place of `width` px. */
function measureAs(width: number) {
  const contentWidth = 56 + 4 * 100;
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    if (this.classList.contains('ant-table')) return width;
    if (!(this instanceof HTMLTableCellElement) || !this.parentElement?.classList.contains('ant-table-measure-row')) return 0;
    return this.cellIndex === 0 ? 56 : 100;
  });
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => contentWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => Math.min(width, contentWidth));
}

describe('the light table in a narrow place', () => {
  afterEach(() => jest.restoreAllMocks());

  const header = (name: string) => screen.getByRole('columnheader', { name });

  it('keeps the fixed columns at their offsets, says it overflows, and shows the shadows as it scrolls', () => {
    measureAs(300);
    const overflows = jest.fn();
    const { container } = render(
      site(
        <LightTable
          columns={columns}
          dataSource={rows}
          rowKey={rowKey}
          emptyText="Ingen"
          size="small"
          scroll={{ x: 'max-content' }}
          onOverflowChange={overflows}
        />,
      ),
    );
    expect(overflows).toHaveBeenLastCalledWith(true);
    expect(header('Patrulje').style.insetInlineStart).toBe('56px');
    expect(header('Total').style.insetInlineEnd).toBe('0');
    const table = container.querySelector('.ant-table') as HTMLElement;
    const area = container.querySelector('.ant-table-content') as HTMLElement;
    expect(area.tabIndex).toBe(0);
    expect(table.className).toContain('ant-table-fix-end-shadow-show');
    expect(header('Total').className).toContain('ant-table-cell-fix-end-shadow-show');
    expect(header('Patrulje').className).not.toContain('shadow-show');

    act(() => {
      area.scrollLeft = 156;
      fireEvent.scroll(area);
    });
    expect(table.className).toContain('ant-table-fix-start-shadow-show');
    expect(table.className).not.toContain('ant-table-fix-end-shadow-show');
    expect(header('Patrulje').className).toContain('ant-table-cell-fix-start-shadow-show');
    expect(header('Total').className).not.toContain('shadow-show');
  });

  it('says it fits where its place is wide enough', () => {
    measureAs(1000);
    const overflows = jest.fn();
    render(
      site(<LightTable columns={columns} dataSource={rows} rowKey={rowKey} emptyText="Ingen" scroll={{ x: 'max-content' }} onOverflowChange={overflows} />),
    );
    expect(overflows).toHaveBeenLastCalledWith(false);
    expect(header('Total').className).not.toContain('shadow-show');
  });

  it('keeps the empty text in the visible part of the table', () => {
    measureAs(300);
    const { container } = render(
      site(<LightTable columns={columns} dataSource={[]} rowKey={rowKey} emptyText="Ingen patruljer" scroll={{ x: 'max-content' }} />),
    );
    const empty = container.querySelector<HTMLElement>('.ant-table-placeholder .ant-table-expanded-row-fixed');
    expect(empty?.textContent).toBe('Ingen patruljer');
    expect(empty?.style.width).toBe('300px');
  });

  it('shades the row under the pointer, as antd does', () => {
    render(site(<LightTable columns={columns} dataSource={rows} rowKey={rowKey} emptyText="Ingen" />));
    const [, first] = screen.getAllByRole('row');
    fireEvent.mouseEnter(first as HTMLElement);
    expect(screen.getByRole('cell', { name: 'Ulvene' }).className).toContain('ant-table-cell-row-hover');
    expect(screen.getByRole('cell', { name: 'Ræven' }).className).not.toContain('ant-table-cell-row-hover');
    fireEvent.mouseLeave(first as HTMLElement);
    expect(screen.getByRole('cell', { name: 'Ulvene' }).className).not.toContain('ant-table-cell-row-hover');
  });
});
