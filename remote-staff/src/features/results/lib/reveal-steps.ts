/**
 * The steps of the reveal view (docs/results.md, "The reveal"): per category, in the result's
 * order, first the category on its own, then its patrols one at a time from the last place up,
 * and after the last category the step that publishes the results.
 */
import type { ResultFieldsFragment } from '@usb/schema/graphql';

type Category = ResultFieldsFragment['categories'][number];
export type RevealedPatrol = Category['patrols'][number];

export type RevealStep =
  | { kind: 'category'; category: Category }
  /** `shown`: the category's patrols revealed so far, the one revealed now first (the best place on top). */
  | { kind: 'patrol'; category: Category; shown: RevealedPatrol[] }
  | { kind: 'publish' };

export function revealSteps(result: Pick<ResultFieldsFragment, 'categories'>): RevealStep[] {
  const steps: RevealStep[] = [];
  for (const category of result.categories) {
    steps.push({ kind: 'category', category });
    // The result lists patrols best first; the reveal starts from the last.
    const lastFirst = [...category.patrols].reverse();
    lastFirst.forEach((_patrol, index) => steps.push({ kind: 'patrol', category, shown: lastFirst.slice(0, index + 1).reverse() }));
  }
  steps.push({ kind: 'publish' });
  return steps;
}

/** The presenter's keys: a clicker sends PageDown and PageUp; a keyboard's arrows, space and Enter too. */
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace']);

/** +1, -1, or 0 for a key that does not move the reveal. */
export function stepOfKey(key: string): -1 | 0 | 1 {
  if (NEXT_KEYS.has(key)) return 1;
  if (PREVIOUS_KEYS.has(key)) return -1;
  return 0;
}
