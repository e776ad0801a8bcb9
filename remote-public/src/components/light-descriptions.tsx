import type { CSSProperties, Key, ReactNode } from 'react';

export interface DescriptionItem {
  key: Key;
  label: ReactNode;
  children: ReactNode;
}

// antd's Descriptions (column 1, size small) as its stylesheet draws it, from the theme's CSS
// variables (set on the surrounding Card); the fallbacks are antd's defaults.
const tableStyle: CSSProperties = { width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' };
const cellStyle: CSSProperties = { verticalAlign: 'top', paddingInlineEnd: 0 };
const text: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'baseline',
  fontSize: 'var(--ant-font-size, 14px)',
  lineHeight: 'var(--ant-line-height, 1.5714285714285714)',
};
const labelStyle: CSSProperties = { ...text, color: 'var(--ant-color-text-tertiary, rgba(0, 0, 0, 0.45))', fontWeight: 400, textAlign: 'start' };
const colonStyle: CSSProperties = { ...labelStyle, position: 'relative', top: -0.5, marginInline: '2px 8px' };
const contentStyle: CSSProperties = {
  ...text,
  flex: 1,
  minWidth: '1em',
  color: 'var(--ant-color-text, rgba(0, 0, 0, 0.88))',
  wordBreak: 'break-word',
  overflowWrap: 'break-word',
};

/**
 * Label and value rows, drawn as antd's Descriptions draws them in one column at the small size
 * ('Label: value', the label grey), for read-only facts in a card. antd's Descriptions is in the
 * data kit, which also loads List, Pagination and Select: some 60 KB a page of three rows does
 * not need (issue #2, page weight).
 */
export function LightDescriptions({ items }: { items: readonly DescriptionItem[] }) {
  return (
    <div style={{ width: '100%' }}>
      <table style={tableStyle}>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.key}>
              <td style={{ ...cellStyle, paddingBottom: index === items.length - 1 ? 0 : 'var(--ant-padding-xs, 8px)' }}>
                <div style={{ display: 'flex' }}>
                  <span style={labelStyle}>{item.label}</span>
                  <span style={colonStyle}>:</span>
                  <span style={contentStyle}>{item.children}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
