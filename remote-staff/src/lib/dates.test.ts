import { formatSecondsLeft, formatStaffMinute, formatStaffTime, fromSiteInput, toSiteInput } from './dates';

describe('staff times', () => {
  it('are shown on Danish time, winter and summer, whatever the time zone of the machine', () => {
    expect(formatStaffTime('2026-11-13T18:04:12.000Z')).toBe('13. nov. 19:04:12');
    expect(formatStaffMinute('2026-11-13T23:15:00.000Z')).toBe('14. nov. kl. 00:15');
    expect(formatStaffMinute('2026-07-01T16:30:00.000Z')).toBe('1. juli kl. 18:30');
  });

  it('go in and out of a datetime-local field on Danish time', () => {
    expect(toSiteInput('2026-11-13T19:15:00.000Z')).toBe('2026-11-13T20:15');
    expect(new Date(fromSiteInput('2026-11-13T20:15')).toISOString()).toBe('2026-11-13T19:15:00.000Z');
    expect(new Date(fromSiteInput('2026-07-01T18:30')).toISOString()).toBe('2026-07-01T16:30:00.000Z');
    expect(fromSiteInput('')).toBeNaN();
    expect(fromSiteInput('ikke en tid')).toBeNaN();
  });

  it('count the time left on a lock as m:ss, never negative', () => {
    expect(formatSecondsLeft(65)).toBe('1:05');
    expect(formatSecondsLeft(-3)).toBe('0:00');
  });
});
