import { useCallback, useSyncExternalStore } from 'react';
import { STAFF_STATE_STORAGE_KEY } from '@usb/schema/domain';
import { parseStaffSelection, writeStaffSelection, type StaffSelection } from '../lib/staff-selection';

const listeners = new Set<() => void>();
let cached: { raw: string | null; selection: StaffSelection } | null = null;

/** The stored selection, parsed again only when the stored text changed (a stable snapshot). */
function snapshot(): StaffSelection {
  const raw = window.localStorage.getItem(STAFF_STATE_STORAGE_KEY);
  if (!cached || cached.raw !== raw) cached = { raw, selection: parseStaffSelection(raw) };
  return cached.selection;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event; this tab's own changes call the listeners.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === STAFF_STATE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export type SelectionChange = Partial<StaffSelection>;

/**
 * The staff selection (battle, task, patrol, filters, blind correction) shared by every staff
 * screen and kept in local storage, with a function that changes part of it. Choosing another
 * battle clears the task and patrol, which belong to the old one.
 */
export function useStaffSelection(): [StaffSelection, (change: SelectionChange) => void] {
  const selection = useSyncExternalStore(subscribe, snapshot);
  const update = useCallback((change: SelectionChange) => {
    const current = snapshot();
    const battleChanged = change.battleID !== undefined && change.battleID !== current.battleID;
    const next = { ...current, ...(battleChanged ? { battleTaskID: null, patrolID: null } : {}), ...change };
    writeStaffSelection(next);
    listeners.forEach((listener) => listener());
  }, []);
  return [selection, update];
}
