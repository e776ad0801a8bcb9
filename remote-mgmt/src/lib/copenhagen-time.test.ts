import dayjs from 'dayjs';
import { formatDateTime, fromWallClock, toWallClock } from './copenhagen-time';

describe('Danish time in the pickers', () => {
  it('shows an instant as the wall-clock time in Copenhagen, summer and winter alike', () => {
    expect(toWallClock('2025-11-13T17:30:00.000Z').format('DD-MM-YYYY HH:mm')).toBe('13-11-2025 18:30');
    expect(toWallClock('2025-06-01T16:00:00.000Z').format('DD-MM-YYYY HH:mm')).toBe('01-06-2025 18:00');
  });

  it('turns a picked wall-clock time back into the instant it means in Denmark', () => {
    expect(fromWallClock(dayjs('2025-11-13T18:30:00'))).toBe('2025-11-13T17:30:00.000Z');
    expect(fromWallClock(dayjs('2025-06-01T18:00:00'))).toBe('2025-06-01T16:00:00.000Z');
  });

  it('keeps an instant unchanged through the picker and back', () => {
    const instant = '2026-03-29T01:15:00.000Z';
    expect(fromWallClock(toWallClock(instant))).toBe(instant);
  });

  it('writes dates in lists the Danish way', () => {
    expect(formatDateTime('2025-11-13T17:30:00.000Z')).toBe('13. nov. 2025 18:30');
  });
});
