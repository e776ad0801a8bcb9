import type { Key, ReactNode } from 'react';
import { Flex, Typography } from '@usb/ui/core';

export interface ItemRow {
  key: Key;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

const rowStyle = { padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;

/**
 * A plain list of rows (title, optional description, action at the end) that wraps the action
 * under the text on a phone. Used instead of antd's List, which antd 6.6 deprecates.
 */
export function ItemList({ rows, emptyText }: { rows: readonly ItemRow[]; emptyText?: ReactNode }) {
  if (rows.length === 0) return emptyText ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : null;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => (
        <li key={row.key} style={rowStyle}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Flex vertical style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Typography.Text strong>{row.title}</Typography.Text>
              {row.description && <Typography.Text type="secondary">{row.description}</Typography.Text>}
            </Flex>
            {row.action}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
