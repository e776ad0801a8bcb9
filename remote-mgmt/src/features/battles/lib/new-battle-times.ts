import dayjs from 'dayjs';
import { SITE_TIME_ZONE, siteTime } from '@usb/contracts/dates';
import type { BattleFormValues } from './battle-rules';

/** A new battle is set four weeks ahead by default, evening hours as the rules text describes. */
const WEEKS_AHEAD = 4;
const START = '18:30';
const END = '21:30';

/**
 * A wall-clock time on a Danish date as an ISO instant (the offset of that date, summer or winter).
 * dayjs.tz is the timezone plugin, which importing @usb/contracts/dates extends dayjs with.
 */
const danish = (date: string, time: string) => dayjs.tz(`${date}T${time}:00`, SITE_TIME_ZONE).toISOString();

/**
 * The times a new battle's form starts with, all in the future on Danish time: registration
 * opens at the next midnight and closes when the battle starts, four weeks ahead at 18:30,
 * ending 21:30. The organiser changes them before anything is created.
 */
export function newBattleTimes(now: Date): Omit<BattleFormValues, 'name'> {
  const today = siteTime(now).format('YYYY-MM-DD');
  const day = dayjs(today).add(WEEKS_AHEAD, 'week').format('YYYY-MM-DD');
  const start = danish(day, START);
  return { start, end: danish(day, END), registrationFrom: danish(dayjs(today).add(1, 'day').format('YYYY-MM-DD'), '00:00'), registrationTo: start };
}
