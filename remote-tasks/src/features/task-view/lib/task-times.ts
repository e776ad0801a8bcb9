import { siteTime } from '@usb/contracts/dates';

/**
 * A task time for the task view: only the time of day ('18:30'), or with displayDate also the
 * date ('13. nov. 2025 kl. 18:30'), in Danish and in Danish time whatever the device's time zone.
 */
export function formatTaskTime(value: string, displayDate: boolean): string {
  const time = siteTime(value);
  return displayDate ? time.format('D. MMM YYYY [kl.] HH:mm') : time.format('HH:mm');
}
