const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const partOf = (instant: Date) => (type: Intl.DateTimeFormatPartTypes) => parts.formatToParts(instant).find((found) => found.type === type)?.value ?? '';

/** An instant as the management pickers take it typed: Danish wall-clock time, 'DD-MM-YYYY HH:mm'. */
export function pickerText(instant: Date): string {
  const part = partOf(instant);
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
}

/** An instant as a datetime-local field takes it: Danish wall-clock time, 'YYYY-MM-DDTHH:mm'. */
export function dateTimeLocal(instant: Date): string {
  const part = partOf(instant);
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The same instant as the management area shows it, lists and pickers alike: '13. nov. 2025 18:30' (any month word). */
export function shownTimePattern(instant: Date): RegExp {
  const part = partOf(instant);
  return new RegExp(`^${Number(part('day'))}\\. \\S+ ${part('year')} ${part('hour')}:${part('minute')}$`);
}

/** Minutes from now, as a Date (negative for the past). */
export function minutesFromNow(minutes: number): Date {
  return new Date(Date.now() + minutes * 60_000);
}
