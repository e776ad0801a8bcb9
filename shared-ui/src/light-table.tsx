/**
 * The antd kit, light table part: a table of rows and columns without antd's table engine, for a
 * page that only shows one (the published results). It renders antd Table's own markup and
 * classes, with the fixed columns sticky at antd's offsets and with antd's shadows, so antd's
 * stylesheet draws it exactly as antd's Table; a test compares the HTML. antd's Table also brings
 * sorting, filters with their dropdowns, pagination, selection, expandable and virtual rows, and
 * with them the inputs kit (docs/benchmarks.md); a table that needs one of them uses ./table.
 */
import { useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useTableStyle from 'antd/es/table/style';
import { classNames } from './class-names';
import { cellAttributes, useTableLayout } from './light-table-layout';

export interface LightTableColumn<Row> {
  key: string;
  title: ReactNode;
  /** Right-aligned, for numbers. */
  align?: 'right';
  /** Stays in view at the start or the end of the row while the columns between scroll sideways. */
  fixed?: 'start' | 'end';
  /** In pixels; the column still grows with its content. */
  width?: number;
  render: (row: Row, index: number) => ReactNode;
}

export interface LightTableProps<Row> {
  columns: readonly LightTableColumn<Row>[];
  dataSource: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  emptyText: ReactNode;
  size?: 'default' | 'small';
  /**
   * `{ x: 'max-content' }`: as wide as its content, scrolling sideways where its place is
   * narrower, the fixed columns in view; the scrolling area takes keyboard focus to be scrolled.
   */
  scroll?: { x: 'max-content' };
  /** Told whether the table is wider than its place (it scrolls), before the first paint and at each change. */
  onOverflowChange?: (overflows: boolean) => void;
}

/**
 * antd's Table as the site's standings use it: columns with a title, a renderer, a width, right
 * alignment and fixed at the start or the end; a key per row; an empty text; the small size; the
 * sideways scroll of a table as wide as its content; the hovered row shaded as antd shades it.
 */
export function LightTable<Row>({ columns, dataSource, rowKey, emptyText, size = 'default', scroll, onOverflowChange }: LightTableProps<Row>) {
  const prefixCls = useContext(ConfigContext).getPrefixCls('table');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useTableStyle(prefixCls, rootCls);
  const scrolls = scroll !== undefined;
  const { refs, drawn, onScroll } = useTableLayout(columns, dataSource, scrolls);
  const [hovered, setHovered] = useState(-1);
  useLayoutEffect(() => onOverflowChange?.(drawn.overflows), [drawn.overflows, onOverflowChange]);

  const cellCls = `${prefixCls}-cell`;
  const cell = (index: number, hover?: boolean) => cellAttributes(cellCls, drawn, index, columns[index]?.align, hover);
  const lastWidth = columns.reduce((last, column, index) => (column.width === undefined ? last : index), -1);
  const tableClasses = classNames(
    prefixCls,
    size === 'small' && `${prefixCls}-small`,
    dataSource.length === 0 && `${prefixCls}-empty`,
    cssVarCls,
    rootCls,
    hashId,
    scrolls && `${prefixCls}-fix-start-shadow ${prefixCls}-fix-end-shadow`,
    scrolls && drawn.startShadow && `${prefixCls}-fix-start-shadow-show`,
    scrolls && drawn.endShadow && `${prefixCls}-fix-end-shadow-show`,
    scrolls && columns.some((column) => column.fixed) && `${prefixCls}-fixed-column`,
    scrolls && `${prefixCls}-scroll-horizontal`,
    !!columns[0]?.fixed && `${prefixCls}-has-fix-start`,
    columns[columns.length - 1]?.fixed === 'end' && `${prefixCls}-has-fix-end`,
  );
  // Where the table scrolls, the empty text stays in the middle of the visible part, as antd's does.
  const empty =
    scrolls && drawn.width > 0 ? (
      <div style={{ width: drawn.width, position: 'sticky', left: 0, overflow: 'hidden' }} className={`${prefixCls}-expanded-row-fixed`}>
        {emptyText}
      </div>
    ) : (
      emptyText
    );
  const rows = dataSource.map((row, rowIndex) => (
    <tr
      key={rowKey(row)}
      className={`${prefixCls}-row ${prefixCls}-row-level-0`}
      data-row-key={rowKey(row)}
      onMouseEnter={() => setHovered(rowIndex)}
      onMouseLeave={() => setHovered(-1)}
    >
      {columns.map((column, index) => (
        <td key={column.key} {...cell(index, hovered === rowIndex)}>
          {column.render(row, rowIndex)}
        </td>
      ))}
    </tr>
  ));

  return (
    <div className={classNames(cssVarCls, rootCls, `${prefixCls}-wrapper`, hashId)}>
      <div ref={refs.root} className={tableClasses}>
        <div className={`${prefixCls}-container`}>
          <div
            style={scrolls ? { overflowX: 'auto', overflowY: 'hidden' } : undefined}
            className={`${prefixCls}-content`}
            ref={refs.content}
            onScroll={scrolls ? onScroll : undefined}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable)
            tabIndex={scrolls ? 0 : undefined}
          >
            <table style={scrolls ? { width: 'max-content', minWidth: '100%', tableLayout: 'auto' } : { tableLayout: 'auto' }}>
              {lastWidth >= 0 && (
                <colgroup>
                  {columns.slice(0, lastWidth + 1).map((column) => (
                    <col key={column.key} style={{ width: column.width }} />
                  ))}
                </colgroup>
              )}
              <thead className={`${prefixCls}-thead`}>
                <tr>
                  {columns.map((column, index) => (
                    <th key={column.key} {...cell(index)} scope={column.title ? 'col' : undefined}>
                      {column.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={`${prefixCls}-tbody`}>
                {/* antd's row that measures the columns (the fixed ones' offsets add up their widths). */}
                {scrolls && (
                  <tr aria-hidden="true" className={`${prefixCls}-measure-row`} style={{ height: 0 }} ref={refs.measureRow}>
                    {columns.map((column) => (
                      <td key={column.key} style={{ paddingTop: 0, paddingBottom: 0, borderTop: 0, borderBottom: 0, height: 0 }}>
                        <div style={{ height: 0, overflow: 'hidden', fontWeight: 'bold' }}>{column.title || '\u00a0'}</div>
                      </td>
                    ))}
                  </tr>
                )}
                {dataSource.length > 0 ? (
                  rows
                ) : (
                  <tr className={`${prefixCls}-placeholder`}>
                    <td className={cellCls} colSpan={columns.length === 1 ? undefined : columns.length}>
                      {empty}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </div>
  );
}
