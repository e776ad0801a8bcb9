import type { ReactNode } from 'react';
import { PageFrame } from '@usb/contracts/components';
import { StaffNav } from './staff-nav';

/** The frame of every staff screen: the staff tabs, the title and the screen's content. */
export function StaffPage({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <PageFrame nav={<StaffNav />} title={title} extra={extra}>
      {children}
    </PageFrame>
  );
}
