/** The reveal view's result: results.buildByBattleID once, from the live points (no polling: the standings must not move under the presenter). */
import { useQuery } from '@usb/contracts/graphql-client';
import { BuildStaffResultDocument } from '@usb/schema/graphql';

export function useRevealResult(battleID: string) {
  const { data, loading, error, refetch } = useQuery(BuildStaffResultDocument, { variables: { battleID }, fetchPolicy: 'network-only' });
  return {
    result: data?.results.buildByBattleID ?? null,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}
