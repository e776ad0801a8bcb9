import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { GetMgmtTasksDocument, SaveBattleTaskDocument } from '@usb/schema/graphql';
import type { TaskFormValues } from '../lib/task-rules';

/** Battles.saveBattleTask with every field; the list is read again since its order follows the opening time. */
export function useSaveTask(battleID: string, id: string) {
  const [mutate] = useMutation(SaveBattleTaskDocument, { refetchQueries: [{ query: GetMgmtTasksDocument, variables: { battleID } }] });
  return useCallback(
    async (values: TaskFormValues) => {
      await mutate({ variables: { id, battleID, ...values } });
    },
    [battleID, id, mutate],
  );
}
