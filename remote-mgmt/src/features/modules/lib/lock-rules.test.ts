import { untilProblem } from './lock-rules';

const now = new Date('2026-11-28T12:00:00Z');

describe('untilProblem', () => {
  it('takes a lock over the hours of a battle', () => {
    expect(untilProblem('2026-11-28T17:00:00Z', '2026-11-28T23:00:00Z', now)).toBeNull();
  });

  it('refuses an end in the past, an end before the start and a lock longer than 7 days', () => {
    expect(untilProblem('2026-11-27T17:00:00Z', '2026-11-28T11:00:00Z', now)).toBe('Til skal ligge i fremtiden');
    expect(untilProblem('2026-11-28T23:00:00Z', '2026-11-28T17:00:00Z', now)).toBe('Til skal være efter Fra');
    expect(untilProblem('2026-11-28T13:00:00Z', '2026-12-05T13:01:00Z', now)).toBe('En lås kan højst vare 7 dage');
  });
});
