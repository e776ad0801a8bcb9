const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the management pickers take it typed: Danish wall-clock time, 'DD-MM-YYYY HH:mm'. */
export function pickerText(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.formatToParts(instant).find((found) => found.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
}

/** Minutes from now, as a Date (negative for the past). */
export function minutesFromNow(minutes: number): Date {
  return new Date(Date.now() + minutes * 60_000);
}
