import dayjs from 'dayjs';

/** The value of a datetime-local field for a time: '2025-11-13T20:15', in the browser's time zone. */
export function toLocalInput(value: string): string {
  return dayjs(value).format('YYYY-MM-DDTHH:mm');
}

/** What is wrong with a freeze time typed for the battle (docs/results.md): none, or the problem. */
export function freezeProblem(battle: { start: string; end: string }, typed: string): 'required' | 'outside' | null {
  if (typed === '') return 'required';
  const at = new Date(typed).getTime();
  if (Number.isNaN(at)) return 'required';
  return Date.parse(battle.start) <= at && at <= Date.parse(battle.end) ? null : 'outside';
}
