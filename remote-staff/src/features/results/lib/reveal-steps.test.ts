import { revealSteps, stepOfKey } from './reveal-steps';

const patrol = (name: string, total: number, rank: number) => ({ __typename: 'ResultPatrol' as const, name, corps: '', taskResults: [total], total, rank });
const category = (value: number, name: string, patrols: ReturnType<typeof patrol>[]) => ({
  __typename: 'ResultCategory' as const,
  category: value,
  name,
  taskNames: ['Bålet'],
  patrols,
});

describe('revealSteps', () => {
  it('shows each category, then its patrols from the last place up, and ends by publishing', () => {
    const steps = revealSteps({
      categories: [category(1, 'Spejder', [patrol('Ulvene', 9, 1), patrol('Bæverne', 5, 2), patrol('Egernene', 1, 3)]), category(2, 'OBG(18+)', [])],
    });
    expect(steps.map((step) => (step.kind === 'patrol' ? step.shown.map((shown) => shown.name) : step.kind))).toEqual([
      'category',
      ['Egernene'],
      ['Bæverne', 'Egernene'],
      ['Ulvene', 'Bæverne', 'Egernene'],
      'category',
      'publish',
    ]);
  });
});

describe('stepOfKey', () => {
  it("moves on with a clicker's and a keyboard's keys, back with their opposites, and ignores the rest", () => {
    expect(['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter'].map(stepOfKey)).toEqual([1, 1, 1, 1, 1]);
    expect(['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace'].map(stepOfKey)).toEqual([-1, -1, -1, -1]);
    expect(['a', 'Tab', 'Escape'].map(stepOfKey)).toEqual([0, 0, 0]);
  });
});
