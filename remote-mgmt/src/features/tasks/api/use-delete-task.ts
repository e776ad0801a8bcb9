import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { DeleteBattleTaskDocument, GetMgmtTasksDocument } from '@usb/schema/graphql';

/** Battles.deleteBattleTask: the task goes with its questions, answers and media; the list is read again. */
export function useDeleteTask(battleID: string) {
  const [mutate] = useMutation(DeleteBattleTaskDocument, {
    refetchQueries: [{ query: GetMgmtTasksDocument, variables: { battleID } }],
    awaitRefetchQueries: true,
  });
  return useCallback(
    async (battleTaskID: string) => {
      await mutate({ variables: { battleTaskID } });
    },
    [mutate],
  );
}
