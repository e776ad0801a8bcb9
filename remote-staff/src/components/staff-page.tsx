import type { ReactNode } from 'react';
import { Flex, Typography } from '@usb/contracts/ui/core';
import { StaffNav } from './staff-nav';

/** The frame of every staff screen: the staff tabs, the title and the screen's content. */
export function StaffPage({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <StaffNav />
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
