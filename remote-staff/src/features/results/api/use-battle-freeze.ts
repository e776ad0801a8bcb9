import { useCallback } from 'react';
import { useMutation, useQuery } from '@usb/contracts/graphql-client';
import { GetResultOverviewDocument, GetStaffBattleFreezeDocument, SetStaffBattleFreezeDocument } from '@usb/schema/graphql';

/**
 * The battle's times and freeze (docs/results.md), and battles.setBattleFreeze, which answers the
 * battle (so the cached one follows) and asks for the published results again: the shell's
 * RESULTATER menu marks a frozen battle.
 */
export function useBattleFreeze(battleID: string) {
  const { data, error, refetch } = useQuery(GetStaffBattleFreezeDocument, { variables: { battleID } });
  const [mutate, { loading }] = useMutation(SetStaffBattleFreezeDocument, {
    refetchQueries: [{ query: GetResultOverviewDocument }],
    awaitRefetchQueries: true,
  });
  const save = useCallback(
    async (freezeAt: string | null): Promise<void> => {
      await mutate({ variables: { battleID, freezeAt } });
    },
    [battleID, mutate],
  );
  return {
    battle: data?.battles.getBattle ?? null,
    failed: error !== undefined && !data,
    retry: () => void refetch(),
    save,
    saving: loading,
  };
}
