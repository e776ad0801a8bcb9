import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { MoveQuestionDocument } from '@usb/schema/graphql';

/** Questions.moveQuestion: the answer is the task with its questions in the new order, which the cache takes as is. */
export function useMoveQuestion() {
  const [mutate, { loading }] = useMutation(MoveQuestionDocument);
  const move = useCallback(
    async (questionID: string, position: number) => {
      await mutate({ variables: { questionID, position } });
    },
    [mutate],
  );
  return { move, moving: loading };
}
