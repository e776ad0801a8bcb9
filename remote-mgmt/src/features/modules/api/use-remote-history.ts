import { useQuery } from '@usb/contracts/graphql-client';
import { GetRemoteHistoryDocument, type GetRemoteHistoryQuery } from '@usb/schema/graphql';

export type RemoteSwitch = GetRemoteHistoryQuery['remotes']['getHistory'][number];

/** How many switches the screen shows: a season's deploys, within the api's 1-500. */
export const HISTORY_LIMIT = 200;

/** Remotes.getHistory: the switches of the active versions of every remote, newest first. */
export function useRemoteHistory() {
  const { data, loading, error, refetch } = useQuery(GetRemoteHistoryDocument, { variables: { limit: HISTORY_LIMIT }, fetchPolicy: 'cache-and-network' });
  return { history: data?.remotes.getHistory ?? [], loading: loading && !data, failed: error !== undefined && !data, retry: () => void refetch() };
}
