import type { ReactNode } from 'react';
import { Flex, Typography } from '@usb/ui/core';

/** full: the whole content area (up to the shell's 1200 px), for tables such as the results. */
const widths = { narrow: 440, wide: 760, full: '100%' } as const;

/**
 * The frame of every account screen: a centred column with a maximum width, padded so that it
 * fits a 375 px phone, with the page title above the content (usually one or more cards).
 */
export function PageSection({ title, width = 'narrow', children }: { title: string; width?: keyof typeof widths; children: ReactNode }) {
  return (
    <Flex justify="center" style={{ padding: '24px 12px 48px' }}>
      <Flex vertical gap={16} style={{ width: '100%', maxWidth: widths[width] }}>
        <Typography.Title level={2} style={{ margin: 0, textAlign: 'center' }}>
          {title}
        </Typography.Title>
        {children}
      </Flex>
    </Flex>
  );
}
