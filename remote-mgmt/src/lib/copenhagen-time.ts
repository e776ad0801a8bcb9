import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/da';
import { SITE_TIME_ZONE, siteTime } from '@usb/contracts/dates';

// Instants are shown through siteTime of @usb/contracts/dates (Danish time, Danish names), which
// extends dayjs with these plugins too. They are extended here as well because the picker's
// conversions below call dayjs.utc and dayjs.tz themselves, and importing the plugins is what
// gives those calls their types.
dayjs.extend(utc);
dayjs.extend(timezone);
// antd's pickers read typed text in dayjs's global locale, and DATE_TIME_FORMAT's month is a
// Danish word ('nov.'). The shell sets the same locale; setting it here too keeps the pickers
// Danish wherever this area runs (the shell, its own dev page, its tests).
dayjs.locale('da');

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/** How an instant is shown everywhere in the management area, lists and pickers alike: '13. nov. 2025 18:30'. */
export const DATE_TIME_FORMAT = 'D. MMM YYYY HH:mm';
/** What a picker also takes typed, digits only: '13-11-2025 18:30'. */
export const TYPED_DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';

/**
 * The picker's value for an instant: a local dayjs showing the Danish wall-clock time. antd's
 * pickers make plain local dayjs values, so the time zone is applied only when converting in and
 * out, never carried inside the picker.
 */
export function toWallClock(iso: string): Dayjs {
  return dayjs(dayjs.utc(iso).tz(SITE_TIME_ZONE).format(WALL_CLOCK));
}

/** The instant (ISO, UTC) a wall-clock time from the picker means in Denmark. */
export function fromWallClock(value: Dayjs): string {
  return dayjs.tz(value.format(WALL_CLOCK), SITE_TIME_ZONE).toISOString();
}

/** An instant as Danes read it in a list: '13. nov. 2025 18:30'. */
export function formatDateTime(iso: string): string {
  return siteTime(iso).format(DATE_TIME_FORMAT);
}

/** Only the time of day, for the task timeline's labels: '18:30'. */
export function formatTime(iso: string): string {
  return siteTime(iso).format('HH:mm');
}
