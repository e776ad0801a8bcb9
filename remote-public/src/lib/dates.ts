import { siteTime } from '@usb/contracts/dates';
import { messages } from '@usb/contracts/messages';

/**
 * Danish date texts (medium date, short time) in Danish time and the Danish locale
 * (`siteTime` of @usb/contracts/dates): a battle runs on Danish time, so a visitor whose device
 * is set to another time zone reads the same dates and times, also when this remote runs alone.
 */
type DateInput = string | number | Date;

const at = messages.events.timeSeparator;

/** mediumDate: '13. nov. 2025'. */
export function formatMediumDate(value: DateInput): string {
  return siteTime(value).format('D. MMM YYYY');
}

/** shortTime: '18:30'. */
export function formatShortTime(value: DateInput): string {
  return siteTime(value).format('HH:mm');
}

/** The home page's date with weekday: 'torsdag d. 13. november 2025'. */
export function formatLongDate(value: DateInput): string {
  return siteTime(value).format('dddd [d.] D. MMMM YYYY');
}

/** Whether start and end fall on the same calendar day in Danish time. */
export function isSingleDay(start: DateInput, end: DateInput): boolean {
  return siteTime(start).isSame(siteTime(end), 'day');
}

/**
 * An event's time span: one date with both times on a single day ('13. nov. 2025 kl. 18:30 -
 * 21:30'), otherwise both dates with their times ('13. nov. 2025 kl. 18:30 - 15. nov. 2025 kl.
 * 12:00').
 */
export function formatDateRange(start: DateInput, end: DateInput): string {
  const from = `${formatMediumDate(start)} ${at} ${formatShortTime(start)}`;
  if (isSingleDay(start, end)) return `${from} - ${formatShortTime(end)}`;
  return `${from} - ${formatMediumDate(end)} ${at} ${formatShortTime(end)}`;
}
