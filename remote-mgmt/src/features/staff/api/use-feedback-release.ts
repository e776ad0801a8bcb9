import { useCallback } from 'react';
import { useApolloClient, useQuery } from '@usb/contracts/graphql-client';
import { GetMgmtBattleFeedbackDocument, SetFeedbackReleaseDocument, type FeedbackRelease } from '@usb/schema/graphql';

/** The battle's setting for when its patrols see points and notes, and answers.setFeedbackRelease, which updates the cached battle. */
export function useFeedbackRelease(battleID: string) {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(GetMgmtBattleFeedbackDocument, { variables: { id: battleID } });
  const save = useCallback(
    async (release: FeedbackRelease): Promise<void> => {
      await client.mutate({
        mutation: SetFeedbackReleaseDocument,
        variables: { battleID, release },
        refetchQueries: [{ query: GetMgmtBattleFeedbackDocument, variables: { id: battleID } }],
        awaitRefetchQueries: true,
      });
    },
    [battleID, client],
  );
  return {
    release: data?.battles.getBattle.correctionFeedback?.release ?? null,
    loading: loading && !data,
    failed: error !== undefined && !data,
    retry: () => void refetch(),
    save,
  };
}
