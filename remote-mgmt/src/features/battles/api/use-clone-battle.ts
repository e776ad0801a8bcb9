import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { CloneBattleDocument, GetMgmtBattlesDocument } from '@usb/schema/graphql';

/** Battles.cloneBattle: a new battle with this one's tasks and questions, every time moved to the new start. */
export function useCloneBattle(battleID: string) {
  const [mutate] = useMutation(CloneBattleDocument, { refetchQueries: [GetMgmtBattlesDocument], awaitRefetchQueries: true });
  return useCallback(
    async (values: { name: string; start: string }) => {
      const { data } = await mutate({ variables: { battleID, ...values } });
      return data?.battles.cloneBattle ?? null;
    },
    [battleID, mutate],
  );
}
