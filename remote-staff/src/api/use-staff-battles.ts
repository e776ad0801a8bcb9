import { useQuery } from '@usb/contracts/graphql-client';
import { GetStaffBattlesDocument, type GetStaffBattlesQuery } from '@usb/schema/graphql';

export type StaffBattle = GetStaffBattlesQuery['battles']['getStaffBattles'][number];

/** battles.getStaffBattles: the battles the caller staffs (every battle for admins), newest first. */
export function useStaffBattles() {
  const { data, loading, error, refetch } = useQuery(GetStaffBattlesDocument, { fetchPolicy: 'cache-and-network' });
  const battles = [...(data?.battles.getStaffBattles ?? [])].sort((a, b) => b.start.localeCompare(a.start));
  return { battles, loading: loading && !data, failed: Boolean(error) && !data, retry: () => void refetch().catch(() => undefined) };
}
