import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { ActivateRemoteVersionDocument, GetRemoteHistoryDocument, GetRemoteModulesDocument, RollbackRemoteDocument } from '@usb/schema/graphql';

/** Read again after a switch: the versions (which one is active) and the history (a new line). */
const afterSwitch = { refetchQueries: [GetRemoteModulesDocument, GetRemoteHistoryDocument], awaitRefetchQueries: true };

/**
 * Remotes.activate and Remotes.rollback. Each answers the remote's active version after the
 * switch (rejects with the api's error, e.g. NOT_FOUND when there is nothing to roll back to).
 */
export function useSwitchRemote() {
  const [activateMutation, activating] = useMutation(ActivateRemoteVersionDocument, afterSwitch);
  const [rollbackMutation, rollingBack] = useMutation(RollbackRemoteDocument, afterSwitch);
  const activate = useCallback(
    async (name: string, version: string) => {
      const { data } = await activateMutation({ variables: { name, version } });
      return data?.remotes.activate.activeVersion ?? version;
    },
    [activateMutation],
  );
  const rollback = useCallback(
    async (name: string) => {
      const { data } = await rollbackMutation({ variables: { name } });
      return data?.remotes.rollback.activeVersion ?? null;
    },
    [rollbackMutation],
  );
  return { activate, rollback, switching: activating.loading || rollingBack.loading };
}
