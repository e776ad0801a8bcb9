import { STAFF_STATE_STORAGE_KEY } from '@usb/schema/domain';

/** The staff selection, kept in local storage under STATE so it survives reloads and new tabs. */
export interface StaffSelection {
  battleID: string | null;
  battleTaskID: string | null;
  patrolID: string | null;
  /** Corrected filter: true, false, or null for all answers. */
  corrected: boolean | null;
  /** Only answers no other corrector holds a lock on. */
  unlocked: boolean;
  /** Blind correction: patrol names replaced by neutral codes. */
  blind: boolean;
}

export const emptySelection: StaffSelection = {
  battleID: null,
  battleTaskID: null,
  patrolID: null,
  corrected: null,
  unlocked: false,
  blind: false,
};

const idOrNull = (value: unknown): string | null => ((typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : null);

/** The corrected filter was stored as the text 'true' or 'false'; either form reads as a boolean. */
function correctedFilter(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

const flag = (value: unknown): boolean => value === true || value === 'true';

/** Reads a stored value; anything unreadable (broken JSON, another shape) is no selection. */
export function parseStaffSelection(raw: string | null): StaffSelection {
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
    unlocked: flag(value.unlocked),
    blind: flag(value.blind),
  };
}

/** The stored selection; a stale value from an older version never breaks the page. */
export function readStaffSelection(storage: Storage = window.localStorage): StaffSelection {
  return parseStaffSelection(storage.getItem(STAFF_STATE_STORAGE_KEY));
}

/**
 * Stores the selection in the format it has always had: ids as text with '' for none, and the
 * corrected filter as the text 'true', 'false' or '' (all).
 */
export function writeStaffSelection(selection: StaffSelection, storage: Storage = window.localStorage): void {
  storage.setItem(
    STAFF_STATE_STORAGE_KEY,
    JSON.stringify({
      battleID: selection.battleID ?? '',
      battleTaskID: selection.battleTaskID ?? '',
      patrolID: selection.patrolID ?? '',
      corrected: selection.corrected === null ? '' : String(selection.corrected),
      unlocked: selection.unlocked,
      blind: selection.blind,
    }),
  );
}
