import { Card, Flex, Typography } from '@usb/contracts/ui/core';
import { messages } from '@usb/contracts/messages';
import { formatLongDate } from '../../../lib/dates';
import { useCountdown } from '../hooks/use-countdown';
import { Countdown } from './countdown';
import { UsbLogo } from '../../../components/usb-logo';

/** The top of the home page: logo, 'Næste USB finder sted' with the date, and the countdown. */
export function NextEventCard({ start, socialPageUrl }: { start: string; socialPageUrl: string }) {
  const state = useCountdown(start);
  return (
    <Card>
      <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }}>
        <UsbLogo />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {messages.home.nextEvent}
        </Typography.Title>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {formatLongDate(start)}
        </Typography.Text>
        <Countdown state={state} socialPageUrl={socialPageUrl} />
      </Flex>
    </Card>
  );
}
