import { hasErrorCode, useQuery } from '@usb/contracts/graphql-client';
import { GetMgmtBattleDocument } from '@usb/schema/graphql';

/** One battle's name and times, for the battle page's title and its tabs. */
export function useBattle(id: string) {
  const { data, loading, error, refetch } = useQuery(GetMgmtBattleDocument, { variables: { id } });
  return {
    battle: data?.battles.getBattle ?? null,
    loading: loading && !data,
    notFound: hasErrorCode(error, 'NOT_FOUND'),
    failed: error !== undefined,
    retry: () => void refetch(),
  };
}
