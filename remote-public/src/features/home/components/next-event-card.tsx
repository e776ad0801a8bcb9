import { Card, Flex, Typography } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import { DEFAULT_EVENT_END } from '@usb/schema/domain';
import { formatLongDate } from '../../../lib/dates';
import { useCountdown } from '../hooks/use-countdown';
import { Countdown, COUNTDOWN_HEIGHT } from './countdown';
import { UsbLogo } from '../../../components/usb-logo';

/**
 * The top of the home page: logo, 'Næste USB finder sted' with the date, and the countdown.
 * While the event loads (start null) the card already has its final size, so nothing under it
 * moves: the date line holds a hidden date of the same format (it wraps as the real one does
 * on a narrow phone) and the countdown's boxes keep their height empty.
 */
export function NextEventCard({ start, socialPageUrl }: { start: string | null; socialPageUrl: string }) {
  return (
    <Card>
      <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }}>
        <UsbLogo />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {messages.home.nextEvent}
        </Typography.Title>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {start ? (
            formatLongDate(start)
          ) : (
            <span style={{ visibility: 'hidden' }} aria-hidden="true">
              {formatLongDate(DEFAULT_EVENT_END)}
            </span>
          )}
        </Typography.Text>
        <div style={{ minHeight: COUNTDOWN_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%' }}>
          {start && <LiveCountdown start={start} socialPageUrl={socialPageUrl} />}
        </div>
      </Flex>
    </Card>
  );
}

function LiveCountdown({ start, socialPageUrl }: { start: string; socialPageUrl: string }) {
  return <Countdown state={useCountdown(start)} socialPageUrl={socialPageUrl} />;
}
