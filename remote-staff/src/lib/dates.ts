import dayjs from 'dayjs';
import 'dayjs/locale/da';

/** A time on the event night, to the second, with the date: '13. nov. 19:04:12'. */
export function formatStaffTime(value: string): string {
  return dayjs(value).locale('da').format('D. MMM HH:mm:ss');
}

/** Seconds as m:ss, for the time left on a lock ('1:05'); never negative. */
export function formatSecondsLeft(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A time set to the minute, with the date: '13. nov. kl. 20:15'. */
export function formatStaffMinute(value: string): string {
  return dayjs(value).locale('da').format('D. MMM [kl.] HH:mm');
}
