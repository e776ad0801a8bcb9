import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { SavePatrolDocument } from '@usb/schema/graphql';
import { patrolInputOf, type PatrolValues } from './patrol-values';

/** Patrols.savePatrol for the owner; resolves whether the api saved it. */
export function useSavePatrol(patrolID: string): { save: (values: PatrolValues) => Promise<boolean>; loading: boolean } {
  const [mutate, { loading }] = useMutation(SavePatrolDocument);
  const save = useCallback(
    async (values: PatrolValues) => {
      try {
        const { data, error } = await mutate({ variables: { patrol: patrolInputOf(values, patrolID) } });
        return !error && Boolean(data?.patrols.savePatrol);
      } catch {
        return false;
      }
    },
    [mutate, patrolID],
  );
  return { save, loading };
}
