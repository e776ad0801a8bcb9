import { useQuery } from '@usb/contracts/graphql-client';
import { GetStaffNightDocument, type GetStaffNightQuery } from '@usb/schema/graphql';

export type StaffNight = GetStaffNightQuery['battleTaskAnswers']['getNightByBattleID'];
export type NightTask = StaffNight['tasks'][number];
export type NightLock = StaffNight['locks'][number];

/** battleTaskAnswers.getNightByBattleID: read when the page opens; `reload` reads it again (the live wake-ups). */
export function useStaffNight(battleID: string) {
  const { data, previousData, loading, error, refetch } = useQuery(GetStaffNightDocument, {
    variables: { battleID },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  // While a new battle's figures load, the old ones are not shown as if they were its.
  const shown = data ?? (previousData?.battleTaskAnswers.getNightByBattleID.battleID === battleID ? previousData : undefined);
  return {
    night: shown?.battleTaskAnswers.getNightByBattleID ?? null,
    loading: loading && !shown,
    failed: Boolean(error) && !shown,
    reload: () => void refetch().catch(() => undefined),
  };
}
