import { useQuery } from '@usb/contracts/graphql-client';
import { GetMgmtBattlesDocument, type MgmtBattleFieldsFragment } from '@usb/schema/graphql';

export type MgmtBattle = MgmtBattleFieldsFragment;

/** Every battle, newest start first. */
export function useBattles() {
  const { data, loading, error, refetch } = useQuery(GetMgmtBattlesDocument, { fetchPolicy: 'cache-and-network' });
  return { battles: data?.battles.getBattles ?? [], loading: loading && !data, failed: error !== undefined, retry: () => void refetch() };
}
