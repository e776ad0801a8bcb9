import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { messages } from '@usb/contracts/messages';

/**
 * Danish date texts (medium date, short time, locale da). The locale is set per
 * call rather than globally, so the texts are Danish also when this remote runs alone.
 */
type DateInput = string | number | Date;

const da = (value: DateInput) => dayjs(value).locale('da');
const at = messages.events.timeSeparator;

/** mediumDate: '13. nov. 2025'. */
export function formatMediumDate(value: DateInput): string {
  return da(value).format('D. MMM YYYY');
}

/** shortTime: '18:30'. */
export function formatShortTime(value: DateInput): string {
  return da(value).format('HH:mm');
}

/** The home page's date with weekday: 'torsdag d. 13. november 2025'. */
export function formatLongDate(value: DateInput): string {
  return da(value).format('dddd [d.] D. MMMM YYYY');
}

/** Whether start and end fall on the same calendar day (in the visitor's time zone). */
export function isSingleDay(start: DateInput, end: DateInput): boolean {
  return da(start).isSame(da(end), 'day');
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
