/**
 * A category's table (docs/results.md): patrols by total descending then name, and equal
 * totals share a rank (1, 2, 2, 4).
 */
import type { ResultData } from '../../db/schema';

export type RankedPatrol = ResultData['categories'][number]['patrols'][number];
export type ScoredPatrol = Omit<RankedPatrol, 'total' | 'rank'>;

export function rankPatrols(patrols: ScoredPatrol[]): RankedPatrol[] {
  const totalled = patrols
    .map((patrol) => ({ ...patrol, total: patrol.taskResults.reduce((sum, points) => sum + points, 0) }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'da'));
  // Sorted by total, so a patrol's rank is one more than the position of the first patrol with its total.
  let rank = 0;
  return totalled.map((patrol, index) => {
    if (index === 0 || patrol.total !== totalled[index - 1]?.total) rank = index + 1;
    return { ...patrol, rank };
  });
}

/** The result's path: the battle name in lowercase ASCII words joined by '-'. */
export function slugOf(name: string): string {
  const ascii = name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'resultat';
}
