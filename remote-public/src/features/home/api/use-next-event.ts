import { useQuery } from '@usb/contracts/graphql-client';
import { GetNextBattleDocument } from '@usb/contracts/graphql';
import { DEFAULT_EVENT_END, DEFAULT_REGISTRATION_OPENS } from '@usb/contracts/domain';

export interface NextEvent {
  /** When the countdown reaches zero. */
  start: string;
  registrationFrom: string;
}

/**
 * The event the home page counts down to: the api's next battle (the first whose end is in the
 * future, else the latest), or the fallback dates of @usb/contracts/domain when there is no
 * battle or the api cannot be reached.
 */
export function useNextEvent(): { event: NextEvent | null; loading: boolean } {
  const { data, loading, error } = useQuery(GetNextBattleDocument);
  if (loading) return { event: null, loading: true };
  const battle = error ? null : data?.battles.getNextBattle;
  return {
    event: battle
      ? { start: battle.start, registrationFrom: battle.registrationFrom }
      : { start: DEFAULT_EVENT_END, registrationFrom: DEFAULT_REGISTRATION_OPENS },
    loading: false,
  };
}
