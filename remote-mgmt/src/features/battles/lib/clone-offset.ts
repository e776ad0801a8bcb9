import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';

const text = mgmtMessages.battles;
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

/** A copy's suggested start: 52 weeks later, so it falls on the same weekday at the same time of day. */
export function suggestedCloneStart(start: string): string {
  return new Date(Date.parse(start) + 52 * WEEK).toISOString();
}

function count(value: number, one: string, many: string): string {
  return fill(value === 1 ? one : many, { count: value });
}

/**
 * What the clone does to every time, in words: the new start minus the old, in whole days and
 * the hours left over ('Alle tider flyttes 364 dage frem.'). The api moves the tasks' times by
 * exactly this offset; empty when no new start is chosen yet.
 */
export function cloneOffsetText(oldStart: string, newStart: string | undefined): string {
  if (!newStart) return '';
  const offset = Date.parse(newStart) - Date.parse(oldStart);
  const totalHours = Math.round(Math.abs(offset) / HOUR);
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  const units = text.cloneUnits;
  const parts = [days > 0 || hours === 0 ? count(days, units.day, units.days) : '', hours > 0 ? count(hours, units.hour, units.hours) : ''];
  const words = parts.filter(Boolean).join(units.and);
  return fill(offset >= 0 ? text.cloneOffset : text.cloneOffsetBack, { offset: words });
}
