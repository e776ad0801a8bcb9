import type { ReactNode } from 'react';
import { Flex, Typography } from '@usb/contracts/ui/core';
import { MgmtNav } from './mgmt-nav';

/** The frame of every management screen: the area's menu, the title with its actions, the content. */
export function MgmtPage({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <MgmtNav />
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
