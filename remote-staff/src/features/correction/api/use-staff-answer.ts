import { useCallback } from 'react';
import { useApolloClient, useQuery } from '@usb/contracts/graphql-client';
import { GetStaffAnswerDocument } from '@usb/schema/graphql';

/**
 * battleTaskAnswers.get: one task answer with its questions, answers, lock and audit trail.
 * It opens with acquireLock, so the caller corrects it if no one else does. `reload` asks again,
 * with the lock (to take over an expired one) or without it (read-only after a lost lock); its
 * answer updates the cached task answer this query shows, so the view stays on screen (with
 * whatever the corrector typed) instead of loading anew.
 */
export function useStaffAnswer(id: string) {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(GetStaffAnswerDocument, {
    variables: { id, acquireLock: true },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const reload = useCallback(
    async (acquireLock: boolean): Promise<void> => {
      if (!data) {
        await refetch().catch(() => undefined);
        return;
      }
      await client.query({ query: GetStaffAnswerDocument, variables: { id, acquireLock }, fetchPolicy: 'network-only' }).catch(() => undefined);
    },
    [client, data, id, refetch],
  );
  return { detail: data?.battleTaskAnswers.get ?? null, loading: loading && !data, failed: Boolean(error) && !data, reload };
}
