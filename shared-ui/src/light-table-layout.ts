import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { classNames } from './class-names';

/** What the layout needs of a column: whether it stays in view at the start or the end of the row. */
interface FixableColumn {
  key: string;
  fixed?: 'start' | 'end';
}

/** Where a fixed column sticks and how it stacks, as antd's table computes it (rc-table's getCellFixedInfo). */
interface Sticky {
  side: 'start' | 'end';
  offset: number;
  zIndex: number;
  zIndexReverse: number;
  /** The innermost fixed column of its side casts the shadow over the scrolling columns... */
  edge: boolean;
  /** ...once the scrolling columns between it and its side's end of the table (their widths) have scrolled past. */
  shadowAfter: number;
}

function stickyOf(columns: readonly FixableColumn[], index: number, widths: readonly number[]): Sticky | undefined {
  const side = columns[index]?.fixed;
  if (!side) return undefined;
  const count = columns.length;
  /** The widths of the columns from `from` to `to` (not included) that `counts`. */
  const sum = (from: number, to: number, counts: (column: FixableColumn) => boolean) =>
    columns.slice(from, to).reduce((total, column, at) => total + (counts(column) ? (widths[from + at] ?? 0) : 0), 0);
  if (side === 'start') {
    const edge = columns[index + 1]?.fixed !== 'start';
    const shadowAfter = sum(0, index, (column) => column.fixed !== 'start');
    return { side, offset: sum(0, index, (column) => !!column.fixed), zIndex: count * 2 - index, zIndexReverse: count + index, edge, shadowAfter };
  }
  const edge = columns[index - 1]?.fixed !== 'end';
  const shadowAfter = sum(index + 1, count, (column) => column.fixed !== 'end');
  return { side, offset: sum(index + 1, count, (column) => !!column.fixed), zIndex: index, zIndexReverse: count - index, edge, shadowAfter };
}

/** What the browser measured: each column's width, the table's width, how far its area has scrolled sideways and can scroll. */
interface Measured {
  widths: readonly number[];
  width: number;
  left: number;
  max: number;
}

/** What the table draws from a measurement: the fixed columns, which shadows show, whether it is wider than its place. */
function drawing(columns: readonly FixableColumn[], { widths, width, left, max }: Measured) {
  const stickies = columns.map((_, index) => stickyOf(columns, index, widths));
  const shadows = stickies.map((sticky) => !!sticky?.edge && (sticky.side === 'start' ? left - sticky.shadowAfter >= 1 : max - left - sticky.shadowAfter > 1));
  return { stickies, shadows, width, overflows: max > 1, startShadow: max > 0 && left > 0, endShadow: max > 0 && left < max - 1 };
}
type Drawing = ReturnType<typeof drawing>;
const sameDrawing = (a: Drawing, b: Drawing): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The layout of a table that scrolls sideways, measured as antd measures it: before the first
 * paint, again whenever the table or a column changes size and on each scroll, and kept only
 * when it changes the drawing (scrolling redraws only when a shadow comes or goes).
 */
export function useTableLayout(columns: readonly FixableColumn[], rows: readonly unknown[], scrolls: boolean) {
  // The `.ant-table` element (its width), the area that scrolls sideways, antd's hidden row whose cells measure the columns.
  const root = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const measureRow = useRef<HTMLTableRowElement>(null);
  const [measured, setMeasured] = useState<Measured>({ widths: [], width: 0, left: 0, max: 0 });
  const measure = () => {
    const area = content.current;
    if (!area || !measureRow.current) return;
    const next = {
      widths: Array.from(measureRow.current.cells, (cell) => cell.offsetWidth),
      width: root.current?.offsetWidth ?? 0,
      left: Math.abs(area.scrollLeft),
      max: area.scrollWidth - area.clientWidth,
    };
    setMeasured((previous) => (sameDrawing(drawing(columns, previous), drawing(columns, next)) ? previous : next));
  };
  // The observer calls the newest measure (with the newest columns).
  const latestMeasure = useRef(measure);
  latestMeasure.current = measure;
  const columnKeys = columns.map((column) => column.key).join('\n');
  useLayoutEffect(() => {
    if (!scrolls) return;
    latestMeasure.current();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => latestMeasure.current());
    for (const element of [root.current, ...(measureRow.current?.cells ?? [])]) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [scrolls, columnKeys, rows]);
  return { refs: { root, content, measureRow }, drawn: drawing(columns, measured), onScroll: measure };
}

/** A cell's classes and style: antd's for a fixed column (its offset, stacking and shadow), its alignment, the hovered row's shade. */
export function cellAttributes(cellCls: string, drawn: Drawing, index: number, align: 'right' | undefined, hovered = false) {
  const sticky = drawn.stickies[index];
  const side = sticky?.side;
  const style = {
    ...(sticky && {
      [side === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: sticky.offset,
      '--z-offset': sticky.zIndex,
      '--z-offset-reverse': sticky.zIndexReverse,
    }),
    ...(align && { textAlign: align }),
  } as CSSProperties;
  const className = classNames(
    cellCls,
    !!sticky && `${cellCls}-fix ${cellCls}-fix-${side}`,
    !!sticky?.edge && `${cellCls}-fix-${side}-shadow`,
    !!drawn.shadows[index] && `${cellCls}-fix-${side}-shadow-show`,
    hovered && `${cellCls}-row-hover`,
  );
  return { className, style };
}
