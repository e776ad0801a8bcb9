import { formatDateRange, formatLongDate, formatMediumDate, formatShortTime, isSingleDay } from './dates';

// Instants as the api sends them (UTC); the texts are Danish time whatever the machine's time zone.
describe('Danish dates', () => {
  it('formats mediumDate and the weekday date in Danish', () => {
    expect(formatMediumDate('2025-11-13T17:30:00.000Z')).toBe('13. nov. 2025');
    expect(formatLongDate('2025-11-13T17:30:00.000Z')).toBe('torsdag d. 13. november 2025');
  });

  it('shows Danish time, winter and summer', () => {
    expect(formatShortTime('2025-11-13T17:30:00.000Z')).toBe('18:30');
    expect(formatShortTime('2025-07-01T16:30:00.000Z')).toBe('18:30');
    expect(formatMediumDate('2025-11-13T23:30:00.000Z')).toBe('14. nov. 2025');
  });

  it('shows one date for an event within a day', () => {
    expect(isSingleDay('2025-11-13T17:30:00.000Z', '2025-11-13T20:30:00.000Z')).toBe(true);
    expect(formatDateRange('2025-11-13T17:30:00.000Z', '2025-11-13T20:30:00.000Z')).toBe('13. nov. 2025 kl. 18:30 - 21:30');
  });

  it('shows both dates for an event over several days, also across midnight in Danish time', () => {
    expect(isSingleDay('2025-11-13T17:30:00.000Z', '2025-11-13T23:30:00.000Z')).toBe(false);
    expect(formatDateRange('2025-11-13T17:30:00.000Z', '2025-11-15T11:00:00.000Z')).toBe('13. nov. 2025 kl. 18:30 - 15. nov. 2025 kl. 12:00');
  });
});
