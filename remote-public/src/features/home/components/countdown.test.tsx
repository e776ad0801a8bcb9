import { act, render, screen } from '@testing-library/react';
import { messages } from '@usb/contracts/messages';
import { useCountdown } from '../hooks/use-countdown';
import { Countdown } from './countdown';

const START = '2025-11-13T18:30:00+01:00';
const startMs = new Date(START).getTime();
const SOCIAL = 'https://social.example/usb';

function Harness() {
  return <Countdown state={useCountdown(START)} socialPageUrl={SOCIAL} />;
}

function units(): string {
  return screen.getByTestId('countdown').textContent ?? '';
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('Countdown', () => {
  it('counts days, hours, minutes and seconds down each second before the start', async () => {
    jest.useFakeTimers({ now: startMs - ((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000 });
    render(<Harness />);
    expect(units()).toBe('1dag2timer3minutter4sekunder');
    await advance(1000);
    expect(units()).toBe('1dag2timer3minutter3sekunder');
    await advance(3000);
    expect(units()).toBe('1dag2timer3minutter0sekunder');
    await advance(1000);
    expect(units()).toBe('1dag2timer2minutter59sekunder');
  });

  it("says 'USB er nu i gang!' from the start for 3.5 hours, then shows the finished hint and stops", async () => {
    jest.useFakeTimers({ now: startMs - 1000 });
    render(<Harness />);
    expect(units()).toBe('0dage0timer0minutter1sekund');

    await advance(1000);
    expect(screen.getByText(messages.countdown.running)).toBeTruthy();

    await advance(12_600_000 - 1000);
    expect(screen.getByText(messages.countdown.running)).toBeTruthy();

    await advance(1000);
    expect(screen.queryByText(messages.countdown.running)).toBeNull();
    expect(screen.getByText(messages.countdown.finished, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.countdown.finishedLink }).getAttribute('href')).toBe(SOCIAL);
    // Nothing changes after the end, so the countdown stops reading the clock.
    const clockReads = jest.spyOn(Date, 'now');
    await advance(60_000);
    expect(clockReads).not.toHaveBeenCalled();
  });

  it('opens on the finished hint long after the event, without a timer', async () => {
    jest.useFakeTimers({ now: startMs + 24 * 3600 * 1000 });
    render(<Harness />);
    expect(screen.getByText(messages.countdown.finished, { exact: false })).toBeTruthy();
    const clockReads = jest.spyOn(Date, 'now');
    await advance(60_000);
    expect(clockReads).not.toHaveBeenCalled();
  });
});
