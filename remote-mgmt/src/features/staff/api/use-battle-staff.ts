import { useQuery } from '@usb/contracts/graphql-client';
import { GetMgmtBattleStaffDocument } from '@usb/schema/graphql';
import type { MgmtUser } from '../../../api/use-search-users';

/** The battle's staff members, each a user with roles and contact information. */
export function useBattleStaff(battleID: string) {
  const { data, loading, error, refetch } = useQuery(GetMgmtBattleStaffDocument, { variables: { id: battleID } });
  const members: MgmtUser[] = (data?.battles.getBattle.staffMembers ?? []).map((member) => member.user);
  return { members, loading: loading && !data, failed: error !== undefined && !data, retry: () => void refetch() };
}
