import { useCallback } from 'react';
import { useMutation, useQuery } from '@usb/contracts/graphql-client';
import { ClearDeployLockDocument, GetDeployLockDocument, SetDeployLockDocument, type DeployLockFieldsFragment } from '@usb/schema/graphql';

export type DeployLock = DeployLockFieldsFragment;

/** Remotes.getDeployLock: the lock, if one is set (an ended one too, until it is cleared). */
export function useDeployLock() {
  const { data, loading, error, refetch } = useQuery(GetDeployLockDocument, { fetchPolicy: 'cache-and-network' });
  return { lock: data?.remotes.getDeployLock ?? null, loading: loading && !data, failed: error !== undefined && !data, retry: () => void refetch() };
}

/** Remotes.setDeployLock and Remotes.clearDeployLock; the lock is read again after either. */
export function useChangeDeployLock() {
  const after = { refetchQueries: [GetDeployLockDocument], awaitRefetchQueries: true };
  const [setMutation, setting] = useMutation(SetDeployLockDocument, after);
  const [clearMutation, clearing] = useMutation(ClearDeployLockDocument, after);
  const setLock = useCallback(
    async (from: string, until: string, reason: string) => {
      await setMutation({ variables: { from, until, reason } });
    },
    [setMutation],
  );
  const clearLock = useCallback(async () => {
    await clearMutation();
  }, [clearMutation]);
  return { setLock, clearLock, changing: setting.loading || clearing.loading };
}
