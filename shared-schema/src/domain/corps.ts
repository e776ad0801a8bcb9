/** Scout corps a patrol can belong to (docs/patrols.md). 0 'Andet' appears only in the full list. */
export const corpsList = [
  { value: 0, name: 'Andet' },
  { value: 1, name: 'Adventistspejderne' },
  { value: 2, name: 'Brejning Efterskole' },
  { value: 3, name: 'Dansk Spejderkorps Sydslesvig' },
  { value: 4, name: 'Danske Baptisters Spejderkorps' },
  { value: 5, name: 'De Danske Søspejdere' },
  { value: 6, name: 'De Grønne Pigespejdere' },
  { value: 7, name: 'De Gule Spejdere' },
  { value: 8, name: 'Det Danske Spejderkorps' },
  { value: 9, name: 'Frivilligt Drenge- og Pige-Forbund' },
  { value: 10, name: 'Grønlands Spejderkorps' },
  { value: 11, name: 'Korinth Efterskole' },
  { value: 12, name: 'KFUM-Spejderne' },
  { value: 13, name: 'Metodistspejderne' },
  { value: 14, name: 'Missionsforbundets Spejdere' },
] as const;

/** The corps without 'Andet', for short lists. */
export const namedCorps = corpsList.filter((corps) => corps.value !== 0);

export function corpsName(value: number | null | undefined): string {
  return corpsList.find((corps) => corps.value === value)?.name ?? '';
}
