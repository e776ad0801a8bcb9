import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { CreateBattleDocument, GetMgmtBattlesDocument } from '@usb/contracts/graphql';

/** Battles.createBattle with a name only (its times start as the creation time); the list is fetched again. */
export function useCreateBattle() {
  const [mutate] = useMutation(CreateBattleDocument, { refetchQueries: [GetMgmtBattlesDocument], awaitRefetchQueries: true });
  return useCallback(
    async (name: string) => {
      const { data } = await mutate({ variables: { name } });
      return data?.battles.createBattle ?? null;
    },
    [mutate],
  );
}
