import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { GetMgmtBattlesDocument, SaveBattleDocument } from '@usb/schema/graphql';
import type { BattleFormValues } from '../lib/battle-rules';

/** Battles.saveBattle: every field at once. The cache updates the battle by its id; the list is re-read for its order. */
export function useSaveBattle(id: string) {
  const [mutate] = useMutation(SaveBattleDocument, { refetchQueries: [GetMgmtBattlesDocument] });
  return useCallback(
    async (values: BattleFormValues) => {
      await mutate({ variables: { id, ...values } });
    },
    [id, mutate],
  );
}
