/** Patrol categories (docs/patrols.md): value and Danish name. */
export const patrolCategories = [
  { value: 1, name: 'Spejder', description: '12-17 år, lederen må være ældre' },
  { value: 2, name: 'OBG(18+)', description: 'alle over 18 år' },
] as const;

export type PatrolCategory = (typeof patrolCategories)[number]['value'];

export function categoryName(value: number | null | undefined): string {
  return patrolCategories.find((category) => category.value === value)?.name ?? '';
}
