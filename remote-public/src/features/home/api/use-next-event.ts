import { useQuery } from '@usb/contracts/graphql-client';
import { GetNextBattleDocument, type RegistrationState } from '@usb/schema/graphql';
import { DEFAULT_EVENT_END, DEFAULT_REGISTRATION_OPENS } from '@usb/schema/domain';
import { usePublicSettings } from '../../../api/use-public-settings';

export interface NextEvent {
  /** When the countdown reaches zero. */
  start: string;
  /**
   * The battle's registration window as the api reads it now (the rule /events lists by), with
   * the date it opens. With no battle nothing can be registered: the fallback's opening date
   * while it is ahead, else closed.
   */
  registration: { state: RegistrationState; opens: string };
}

function fallbackEvent(start: string, opens: string): NextEvent {
  return { start, registration: { state: Date.parse(opens) > Date.now() ? 'UPCOMING' : 'CLOSED', opens } };
}

/**
 * The event the home page counts down to: the api's next battle (the first whose end is in the
 * future, else the latest), or, when there is no battle, the fallback dates of the site settings
 * (docs/settings.md); the defaults of @usb/schema/domain when the api cannot be reached.
 */
export function useNextEvent(): { event: NextEvent | null; loading: boolean } {
  const { data, loading, error } = useQuery(GetNextBattleDocument);
  const { settings, loading: settingsLoading } = usePublicSettings();
  if (loading) return { event: null, loading: true };
  const battle = error ? null : data?.battles.getNextBattle;
  if (battle) {
    return { event: { start: battle.start, registration: { state: battle.registration, opens: battle.registrationFrom } }, loading: false };
  }
  if (settingsLoading) return { event: null, loading: true };
  return {
    event: settings
      ? fallbackEvent(settings.fallbackEventStart, settings.fallbackRegistrationFrom)
      : fallbackEvent(DEFAULT_EVENT_END, DEFAULT_REGISTRATION_OPENS),
    loading: false,
  };
}
