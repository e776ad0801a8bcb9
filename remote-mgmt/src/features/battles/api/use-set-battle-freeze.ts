/** Battles.setBattleFreeze: the battle's freeze time, or none (docs/results.md). */
import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { SetBattleFreezeDocument } from '@usb/schema/graphql';

export function useSetBattleFreeze(battleID: string) {
  const [mutate] = useMutation(SetBattleFreezeDocument);
  return useCallback(
    async (freezeAt: string | null) => {
      await mutate({ variables: { battleID, freezeAt } });
    },
    [battleID, mutate],
  );
}
