import { Flex, Spin } from '@usb/ui/core';

/** Shown by a guard while the session check is still running, instead of redirecting too early. */
export function SessionPending() {
  return (
    <Flex justify="center" style={{ padding: 48 }} data-testid="session-pending">
      <Spin size="large" />
    </Flex>
  );
}
