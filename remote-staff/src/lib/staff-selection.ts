import { STAFF_STATE_STORAGE_KEY } from '@usb/contracts/domain';

/** The staff selection kept in local storage under STATE (SPEC.md section 2). */
export interface StaffSelection {
  battleID: string | null;
  battleTaskID: string | null;
  patrolID: string | null;
  /** Corrected filter: true, false, or null for all answers. */
  corrected: boolean | null;
  unlocked: boolean;
}

const emptySelection: StaffSelection = { battleID: null, battleTaskID: null, patrolID: null, corrected: null, unlocked: false };

const idOrNull = (value: unknown): string | null =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : null;

/** The corrected filter as SPEC.md section 5 reads it: the text 'true' or 'false' becomes a boolean. */
function correctedFilter(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/**
 * Reads the stored selection. Anything unreadable (no value, broken JSON, another shape)
 * counts as no selection, so a stale value from an older version never breaks the page.
 */
export function readStaffSelection(storage: Storage = window.localStorage): StaffSelection {
  const raw = storage.getItem(STAFF_STATE_STORAGE_KEY);
  if (!raw) return emptySelection;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return emptySelection;
  }
  if (typeof parsed !== 'object' || parsed === null) return emptySelection;
  const value = parsed as Record<string, unknown>;
  return {
    battleID: idOrNull(value.battleID),
    battleTaskID: idOrNull(value.battleTaskID),
    patrolID: idOrNull(value.patrolID),
    corrected: correctedFilter(value.corrected),
    unlocked: value.unlocked === true || value.unlocked === 'true',
  };
}
