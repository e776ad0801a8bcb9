import { useQuery } from '@usb/contracts/graphql-client';
import { GetStaffBattlesDocument, type GetStaffBattlesQuery } from '@usb/schema/graphql';

export type StaffedBattle = GetStaffBattlesQuery['battles']['getStaffBattles'][number];

/** battles.getStaffBattles: the battles whose blog the caller writes (every battle for admins), newest first. */
export function useStaffedBattles() {
  const { data, loading, error, refetch } = useQuery(GetStaffBattlesDocument, { fetchPolicy: 'cache-and-network' });
  const battles = [...(data?.battles.getStaffBattles ?? [])].sort((a, b) => b.start.localeCompare(a.start));
  return { battles, loading: loading && !data, failed: error !== undefined && !data, retry: () => void refetch() };
}
