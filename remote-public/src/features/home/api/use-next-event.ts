import { useQuery } from '@usb/contracts/graphql-client';
import { GetNextBattleDocument } from '@usb/contracts/graphql';
import { DEFAULT_EVENT_END, DEFAULT_REGISTRATION_OPENS } from '@usb/contracts/domain';
import { usePublicSettings } from '../../../api/use-public-settings';

export interface NextEvent {
  /** When the countdown reaches zero. */
  start: string;
  registrationFrom: string;
}

/**
 * The event the home page counts down to: the api's next battle (the first whose end is in the
 * future, else the latest), or, when there is no battle, the fallback dates of the site settings
 * (docs/settings.md); the defaults of @usb/contracts/domain when the api cannot be reached.
 */
export function useNextEvent(): { event: NextEvent | null; loading: boolean } {
  const { data, loading, error } = useQuery(GetNextBattleDocument);
  const { settings, loading: settingsLoading } = usePublicSettings();
  if (loading) return { event: null, loading: true };
  const battle = error ? null : data?.battles.getNextBattle;
  if (battle) return { event: { start: battle.start, registrationFrom: battle.registrationFrom }, loading: false };
  if (settingsLoading) return { event: null, loading: true };
  return {
    event: settings
      ? { start: settings.fallbackEventStart, registrationFrom: settings.fallbackRegistrationFrom }
      : { start: DEFAULT_EVENT_END, registrationFrom: DEFAULT_REGISTRATION_OPENS },
    loading: false,
  };
}
