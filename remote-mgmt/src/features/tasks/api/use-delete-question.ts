import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { DeleteQuestionDocument, GetMgmtTasksDocument } from '@usb/schema/graphql';

/** Questions.deleteByID: the question goes with its answers; the battle's tasks are read again. */
export function useDeleteQuestion(battleID: string) {
  const [mutate] = useMutation(DeleteQuestionDocument, {
    refetchQueries: [{ query: GetMgmtTasksDocument, variables: { battleID } }],
    awaitRefetchQueries: true,
  });
  return useCallback(
    async (questionID: string) => {
      await mutate({ variables: { questionID } });
    },
    [mutate],
  );
}
