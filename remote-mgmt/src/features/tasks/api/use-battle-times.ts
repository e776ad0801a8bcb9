import { useQuery } from '@usb/contracts/graphql-client';
import { GetMgmtBattleDocument } from '@usb/schema/graphql';

/** The battle's start and end, which a new task starts from; the battle page has them in the cache already. */
export function useBattleTimes(battleID: string): { start: string; end: string } | null {
  const { data } = useQuery(GetMgmtBattleDocument, { variables: { id: battleID } });
  return data?.battles.getBattle ?? null;
}
