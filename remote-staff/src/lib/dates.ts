import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SITE_TIME_ZONE, siteTime } from '@usb/contracts/dates';

// dayjs.tz reads a typed wall-clock time in a zone; @usb/contracts/dates extends the same plugins,
// extending them here too keeps that from depending on the order modules load in.
dayjs.extend(utc);
dayjs.extend(timezone);

/** A time on the event night, to the second, with the date, on Danish time: '13. nov. 19:04:12'. */
export function formatStaffTime(value: string): string {
  return siteTime(value).format('D. MMM HH:mm:ss');
}

/** Seconds as m:ss, for the time left on a lock ('1:05'); never negative. */
export function formatSecondsLeft(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A time set to the minute, with the date, on Danish time: '13. nov. kl. 20:15'. */
export function formatStaffMinute(value: string): string {
  return siteTime(value).format('D. MMM [kl.] HH:mm');
}

/** The value of a datetime-local field for an instant, on Danish time: '2025-11-13T20:15'. */
export function toSiteInput(value: string): string {
  return siteTime(value).format('YYYY-MM-DDTHH:mm');
}

/**
 * The instant (epoch milliseconds) a datetime-local field's value means on Danish time, whatever
 * the device's time zone: '2025-11-13T20:15' is 19:15 UTC. NaN when the value is not a time.
 */
export function fromSiteInput(typed: string): number {
  return typed === '' ? Number.NaN : dayjs.tz(typed, SITE_TIME_ZONE).valueOf();
}
