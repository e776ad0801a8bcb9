import { Alert, Flex, Typography } from '@usb/contracts/ui/core';
import { messages } from '@usb/contracts/messages';
import { StaffSelectionCard } from './staff-selection-card';

/**
 * The frame of a staff screen until the corrector arrives: the title, an honest note that
 * the tool is not here yet, and the stored selection it will start from.
 */
export function StaffPage({ title }: { title: string }) {
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2}>{title}</Typography.Title>
      <Alert type="info" showIcon title={messages.staffArea.comingSoon} />
      <StaffSelectionCard />
    </Flex>
  );
}
