import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { JoinPatrolDocument } from '@usb/schema/graphql';
import { emit } from '@usb/contracts/events';
import { useRefreshCurrentUser } from '../../../hooks/use-refresh-current-user';

/**
 * Patrols.joinPatrol with the invite token. Join errors are ignored: the
 * page just stays. On success the current user is reloaded, `participation-changed` goes out,
 * and it resolves the battle to open.
 */
export function useJoinPatrol(token: string): { join: () => Promise<string | null>; loading: boolean } {
  const [mutate, { loading }] = useMutation(JoinPatrolDocument);
  const refreshCurrentUser = useRefreshCurrentUser();
  const join = useCallback(async () => {
    try {
      const { data } = await mutate({ variables: { token } });
      const patrol = data?.patrols.joinPatrol;
      if (!patrol) return null;
      await refreshCurrentUser();
      emit('participation-changed', { battleID: patrol.battle.id });
      return patrol.battle.id;
    } catch {
      return null;
    }
  }, [mutate, refreshCurrentUser, token]);
  return { join, loading };
}
