import { Flex, Spin } from '@usb/ui/core';

/** A centred spinner standing in for content that is still loading. */
export function LoadingBlock() {
  return (
    <Flex justify="center" style={{ padding: 32 }} data-testid="loading">
      <Spin size="large" />
    </Flex>
  );
}
