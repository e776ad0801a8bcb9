import type { ApolloClient } from '@apollo/client';
import { GetStaffAnswerDocument, GetStaffAnswersDocument } from '@usb/schema/graphql';
import type { StaffSelection } from '../lib/staff-selection';

/** Candidates asked for at once: enough to get past the few another corrector takes meanwhile. */
const CANDIDATES = 5;

/**
 * The next answer to correct: asks for a few uncorrected answers of the selected battle (and
 * task and patrol, when chosen) that no one else holds, and takes the lock of the first one
 * whose battleTaskAnswers.get(acquireLock) gives it to the caller; between the two calls
 * another corrector may have taken one. Resolves its id, or null when there is none.
 */
export async function findNextAnswer(client: ApolloClient, selection: StaffSelection, skipID?: string): Promise<string | null> {
  if (!selection.battleID) return null;
  const { data } = await client.query({
    query: GetStaffAnswersDocument,
    variables: {
      battleID: selection.battleID,
      battleTaskID: selection.battleTaskID,
      patrolID: selection.patrolID,
      corrected: false,
      notLocked: true,
      limit: CANDIDATES,
    },
    fetchPolicy: 'network-only',
  });
  const candidates = (data?.battleTaskAnswers.getByBattleID ?? []).filter((answer) => answer.id !== skipID);
  for (const candidate of candidates) {
    const taken = await client.query({
      query: GetStaffAnswerDocument,
      variables: { id: candidate.id, acquireLock: true },
      fetchPolicy: 'network-only',
    });
    if (taken.data?.battleTaskAnswers.get.lock?.heldByCaller) return candidate.id;
  }
  return null;
}
