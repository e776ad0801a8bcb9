import { useCallback, useState } from 'react';
import { useApolloClient } from '@usb/contracts/graphql-client';
import { useNavigate } from '@usb/contracts/router';
import { findNextAnswer } from '../api/find-next-answer';
import { useStaffSelection } from './use-staff-selection';

export type CorrectNextState = 'idle' | 'searching' | 'none' | 'failed';

/**
 * 'Ret næste': opens the next uncorrected answer of the selection that no one else is
 * correcting, with its lock already taken. `state` says whether it is searching, found none or
 * failed; `skipID` leaves out the answer the corrector is leaving.
 */
export function useCorrectNext() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [selection] = useStaffSelection();
  const [state, setState] = useState<CorrectNextState>('idle');
  const correctNext = useCallback(
    async (skipID?: string) => {
      setState('searching');
      try {
        const nextID = await findNextAnswer(client, selection, skipID);
        if (nextID) {
          setState('idle');
          void navigate(`/staff/tasks/answers/${nextID}`);
        } else {
          setState('none');
        }
      } catch {
        setState('failed');
      }
    },
    [client, navigate, selection],
  );
  return { correctNext, state };
}
