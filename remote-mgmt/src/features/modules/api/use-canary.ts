import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { GetRemoteHistoryDocument, GetRemoteModulesDocument, SetRemoteCanaryDocument, StopRemoteCanaryDocument } from '@usb/schema/graphql';

/** Read again after a change: the remote (its canary and active version) and the history (a new line). */
const afterChange = { refetchQueries: [GetRemoteModulesDocument, GetRemoteHistoryDocument], awaitRefetchQueries: true };

/**
 * Remotes.setCanary and Remotes.stopCanary: a stored version to a share of the browsers (100
 * makes it the active version), and every browser back on the active one. Rejects with the api's
 * error (LOCKED during a deploy lock, NOT_FOUND for a version or canary that is gone).
 */
export function useCanary() {
  const [setMutation, setting] = useMutation(SetRemoteCanaryDocument, afterChange);
  const [stopMutation, stopping] = useMutation(StopRemoteCanaryDocument, afterChange);
  const setCanary = useCallback(
    async (name: string, version: string, percent: number) => {
      await setMutation({ variables: { name, version, percent } });
    },
    [setMutation],
  );
  const stopCanary = useCallback(
    async (name: string) => {
      await stopMutation({ variables: { name } });
    },
    [stopMutation],
  );
  return { setCanary, stopCanary, changing: setting.loading || stopping.loading };
}
