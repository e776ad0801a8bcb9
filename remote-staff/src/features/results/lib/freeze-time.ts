import { fromSiteInput } from '../../../lib/dates';

/** What is wrong with a freeze time typed for the battle (docs/results.md), on Danish time: none, or the problem. */
export function freezeProblem(battle: { start: string; end: string }, typed: string): 'required' | 'outside' | null {
  if (typed === '') return 'required';
  const at = fromSiteInput(typed);
  if (Number.isNaN(at)) return 'required';
  return Date.parse(battle.start) <= at && at <= Date.parse(battle.end) ? null : 'outside';
}
