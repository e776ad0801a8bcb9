import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { CreateBattleDocument, GetMgmtBattlesDocument } from '@usb/schema/graphql';
import type { BattleFormValues } from '../lib/battle-rules';

/** Battles.createBattle with the name and the four times the organiser chose; the list is fetched again. */
export function useCreateBattle() {
  const [mutate] = useMutation(CreateBattleDocument, { refetchQueries: [GetMgmtBattlesDocument], awaitRefetchQueries: true });
  return useCallback(
    async (values: BattleFormValues) => {
      const { data } = await mutate({ variables: { ...values, name: values.name.trim() } });
      return data?.battles.createBattle ?? null;
    },
    [mutate],
  );
}
