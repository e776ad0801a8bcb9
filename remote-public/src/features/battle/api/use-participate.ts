import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { ParticipateBattleDocument, type PatrolFieldsFragment } from '@usb/schema/graphql';
import { emit } from '@usb/contracts/events';
import { useRefreshCurrentUser } from '../../../hooks/use-refresh-current-user';
import { patrolInputOf, type PatrolValues } from './patrol-values';

/**
 * Patrols.participateBattle. On success the current user is reloaded into the session (it now
 * has a patrol in this battle) and `participation-changed` tells the rest of the page, e.g. the
 * open-task strip. Resolves the new patrol, or null on any failure.
 */
export function useParticipate(battleID: string): {
  participate: (values: PatrolValues) => Promise<PatrolFieldsFragment | null>;
  loading: boolean;
} {
  const [mutate, { loading }] = useMutation(ParticipateBattleDocument);
  const refreshCurrentUser = useRefreshCurrentUser();
  const participate = useCallback(
    async (values: PatrolValues) => {
      try {
        const { data, error } = await mutate({ variables: { battleID, patrol: patrolInputOf(values) } });
        const patrol = data?.patrols.participateBattle;
        if (error || !patrol) return null;
        await refreshCurrentUser();
        emit('participation-changed', { battleID });
        return patrol;
      } catch {
        return null;
      }
    },
    [battleID, mutate, refreshCurrentUser],
  );
  return { participate, loading };
}
