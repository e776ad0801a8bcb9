import { useCallback } from 'react';
import { useApolloClient, useQuery } from '@usb/contracts/graphql-client';
import { GetCorrectionFeedbackDocument, SetNotePhrasesDocument } from '@usb/schema/graphql';

/**
 * The battle's phrases for notes (Battle.correctionFeedback, for its staff and admins) and
 * answers.setNotePhrases, which replaces the list; its answer updates the cached battle.
 */
export function useNotePhrases(battleID: string) {
  const client = useApolloClient();
  const { data } = useQuery(GetCorrectionFeedbackDocument, { variables: { battleID } });
  const save = useCallback(
    async (phrases: string[]): Promise<void> => {
      await client.mutate({
        mutation: SetNotePhrasesDocument,
        variables: { battleID, phrases },
        refetchQueries: [{ query: GetCorrectionFeedbackDocument, variables: { battleID } }],
        awaitRefetchQueries: true,
      });
    },
    [battleID, client],
  );
  return { phrases: data?.battles.getBattle.correctionFeedback?.phrases ?? [], save };
}
