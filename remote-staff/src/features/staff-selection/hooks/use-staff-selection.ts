import { useEffect, useState } from 'react';
import { STAFF_STATE_STORAGE_KEY } from '@usb/contracts/domain';
import { readStaffSelection, type StaffSelection } from './read-staff-selection';

/** The stored staff selection, kept current when another tab changes it. */
export function useStaffSelection(): StaffSelection {
  const [selection, setSelection] = useState(readStaffSelection);
  useEffect(() => {
    const onStorage = (event: StorageEvent): void => {
      if (event.key === STAFF_STATE_STORAGE_KEY || event.key === null) setSelection(readStaffSelection());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return selection;
}
