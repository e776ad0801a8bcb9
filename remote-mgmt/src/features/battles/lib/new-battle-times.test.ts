import { formatDateTime } from '../../../lib/copenhagen-time';
import { newBattleTimes } from './new-battle-times';

describe("a new battle's times", () => {
  it('lie ahead on Danish time: registration from the next midnight until the start, four weeks out at 18:30-21:30', () => {
    const times = newBattleTimes(new Date('2026-11-27T11:19:00.000Z'));
    expect(formatDateTime(times.registrationFrom)).toBe('28. nov. 2026 00:00');
    expect(formatDateTime(times.start)).toBe('25. dec. 2026 18:30');
    expect(formatDateTime(times.end)).toBe('25. dec. 2026 21:30');
    expect(times.registrationTo).toBe(times.start);
  });

  it('keep the wall-clock hours across a change to summer time', () => {
    const times = newBattleTimes(new Date('2026-03-10T12:00:00.000Z'));
    expect(formatDateTime(times.start)).toBe('7. apr. 2026 18:30');
  });
});
