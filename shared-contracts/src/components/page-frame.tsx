import type { ReactNode } from 'react';
import { Flex, Typography } from '@usb/ui/core';

export interface PageFrameProps {
  /** The area's own menu (the staff tabs, the management menu), shown above the title. */
  nav: ReactNode;
  title: ReactNode;
  /** The screen's actions or status, beside the title. */
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of a staff or management screen: the area's menu, the title with its actions, the content. */
export function PageFrame({ nav, title, extra, children }: PageFrameProps) {
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      {nav}
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </Flex>
  );
}
