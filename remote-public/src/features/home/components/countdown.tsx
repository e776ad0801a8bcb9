import { Flex, Typography } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import type { CountdownState } from '../hooks/countdown-state';

const units = [
  { key: 'days', one: messages.countdown.day, many: messages.countdown.days },
  { key: 'hours', one: messages.countdown.hour, many: messages.countdown.hours },
  { key: 'minutes', one: messages.countdown.minute, many: messages.countdown.minutes },
  { key: 'seconds', one: messages.countdown.second, many: messages.countdown.seconds },
] as const;

/** The countdown's boxes are this tall (value line, unit line, padding): the card reserves it while loading. */
export const COUNTDOWN_HEIGHT = 70;

const boxStyle = {
  minWidth: 64,
  padding: '8px 4px',
  borderRadius: 8,
  background: 'rgba(29, 107, 63, 0.08)',
  textAlign: 'center',
} as const;

/**
 * The home page countdown in its three states: counting down, 'USB er nu i gang!' for 3.5
 * hours from the start, finished. The finished hint points to the social page when one is
 * configured. The live region lets screen readers hear the state
 * change, not every second.
 */
export function Countdown({ state, socialPageUrl }: { state: CountdownState; socialPageUrl: string }) {
  if (state.phase === 'running') {
    return (
      <Typography.Title level={3} style={{ margin: 0 }} aria-live="polite">
        {messages.countdown.running}
      </Typography.Title>
    );
  }
  if (state.phase === 'finished') {
    return (
      <Typography.Paragraph style={{ fontSize: 16, margin: 0 }} aria-live="polite">
        {messages.countdown.finished}{' '}
        {socialPageUrl && (
          <a href={socialPageUrl} target="_blank" rel="noopener noreferrer">
            {messages.countdown.finishedLink}
          </a>
        )}
      </Typography.Paragraph>
    );
  }
  return (
    <Flex gap={8} justify="center" wrap role="timer" data-testid="countdown">
      {units.map((unit) => {
        const value = state[unit.key];
        return (
          <div key={unit.key} style={boxStyle}>
            <div style={{ fontSize: 28, fontWeight: 700, lineHeight: '34px' }}>{value}</div>
            <div style={{ fontSize: 12, lineHeight: '20px' }}>{value === 1 ? unit.one : unit.many}</div>
          </div>
        );
      })}
    </Flex>
  );
}
