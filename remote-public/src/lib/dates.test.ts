import { formatDateRange, formatLongDate, formatMediumDate, isSingleDay } from './dates';

// Local times without an offset, so the texts do not depend on the machine's time zone.
describe('Danish dates', () => {
  it('formats mediumDate and the weekday date in Danish', () => {
    expect(formatMediumDate('2025-11-13T18:30:00')).toBe('13. nov. 2025');
    expect(formatLongDate('2025-11-13T18:30:00')).toBe('torsdag d. 13. november 2025');
  });

  it('shows one date for an event within a day', () => {
    expect(isSingleDay('2025-11-13T18:30:00', '2025-11-13T21:30:00')).toBe(true);
    expect(formatDateRange('2025-11-13T18:30:00', '2025-11-13T21:30:00')).toBe('13. nov. 2025 kl. 18:30 - 21:30');
  });

  it('shows both dates for an event over several days, also across midnight', () => {
    expect(isSingleDay('2025-11-13T18:30:00', '2025-11-14T00:30:00')).toBe(false);
    expect(formatDateRange('2025-11-13T18:30:00', '2025-11-15T12:00:00')).toBe('13. nov. 2025 kl. 18:30 - 15. nov. 2025 kl. 12:00');
  });
});
