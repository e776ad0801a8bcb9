import { useQuery } from '@usb/contracts/graphql-client';
import { BuildMgmtResultDocument, type ResultFieldsFragment } from '@usb/contracts/graphql';

export type MgmtResult = ResultFieldsFragment;

/**
 * Results.buildByBattleID: builds the battle's result from the points given so far and answers it
 * with its path and whether it is published. Always asked of the server, never of the cache, so
 * the preview holds the latest corrections; rebuild() builds again.
 */
export function useBuiltResult(battleID: string, skip: boolean) {
  const { data, loading, error, refetch } = useQuery(BuildMgmtResultDocument, { variables: { battleID }, fetchPolicy: 'network-only', skip });
  return {
    result: data?.results.buildByBattleID ?? null,
    loading,
    failed: error !== undefined,
    rebuild: async () => {
      await refetch();
    },
  };
}
