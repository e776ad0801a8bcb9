import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { CreateBattleTaskDocument, GetMgmtTasksDocument } from '@usb/schema/graphql';
import type { TaskFormValues } from '../lib/task-rules';

/** Battles.createBattleTask; answers the new task's id. The battle's task list is read again. */
export function useCreateTask(battleID: string) {
  const [mutate] = useMutation(CreateBattleTaskDocument, {
    refetchQueries: [{ query: GetMgmtTasksDocument, variables: { battleID } }],
    awaitRefetchQueries: true,
  });
  return useCallback(
    async (values: TaskFormValues) => {
      const { data } = await mutate({ variables: { battleID, ...values } });
      return data?.battles.createBattleTask.id ?? null;
    },
    [battleID, mutate],
  );
}
