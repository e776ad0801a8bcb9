import { siteTime } from './index';

describe('siteTime', () => {
  it('shows an instant in Danish time, winter and summer, whatever the time zone of the machine', () => {
    expect(siteTime('2026-11-28T17:30:00.000Z').format('D. MMM YYYY HH:mm')).toBe('28. nov. 2026 18:30');
    expect(siteTime('2026-07-01T16:30:00.000Z').format('HH:mm')).toBe('18:30');
    expect(siteTime(Date.UTC(2026, 10, 28, 23, 15)).format('dddd [d.] D. MMMM')).toBe('søndag d. 29. november');
  });
});
