import type { ReactNode } from 'react';
import { PageFrame } from '@usb/contracts/components';
import { MgmtNav } from './mgmt-nav';

/** The frame of every management screen: the area's menu, the title with its actions, the content. */
export function MgmtPage({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <PageFrame nav={<MgmtNav />} title={title} extra={extra}>
      {children}
    </PageFrame>
  );
}
