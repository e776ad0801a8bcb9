/**
 * Times as the site shows them: in Danish time and the Danish locale, whatever the reader's
 * device is set to. A battle runs on Danish time, so a patrol abroad and a leader whose laptop
 * says UTC read the same '18:30'. Each screen keeps its own format strings; this is where the
 * time zone and the locale are set, once. Stateless: bundled by each build, not shared.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/da';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The time zone of every battle. */
export const SITE_TIME_ZONE = 'Europe/Copenhagen';

/** An instant (ISO text, epoch milliseconds or a Date) in Danish time, with Danish month and day names. */
export function siteTime(value: string | number | Date): Dayjs {
  return dayjs(value).tz(SITE_TIME_ZONE).locale('da');
}
