/**
 * Site settings (docs/settings.md): anyone reads the public ones, only admins read them all and
 * save them. The badge order mail reads the bank details and the content security policy the
 * video's host. Until the first save every setting has its default: the constants of
 * @usb/schema/domain and ORDER_PAYMENT_DETAILS. The settings are cached in every api
 * process and cleared in all of them by a save (docs/caching.md).
 */
import { CONTACT_EMAIL, DEFAULT_EVENT_END, DEFAULT_REGISTRATION_OPENS, INTRO_VIDEO_URL, SOCIAL_PAGE_URL } from '@usb/schema/domain';
import { videoOrigin } from '@usb/schema/validation';
import type { AppConfig } from '../../config';
import type { SettingsInput } from '../../generated/graphql';
import { BACKSTOP_AGE } from '../../lib/cache';
import { cacheTags } from '../../lib/cache-tags';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { UserRecord, UsersService } from '../users';
import { checkSettings } from './settings-input';
import type { SettingsRecord, SettingsRepository } from './settings-repository';

export type PublicSettings = Omit<SettingsRecord, 'paymentDetails'>;

const CACHE_KEY = 'current';

export function createSettingsService(deps: { repository: SettingsRepository; users: UsersService; invalidation: InvalidationBus; config: AppConfig }) {
  const { repository, users, invalidation, config } = deps;
  const cache = invalidation.cache<SettingsRecord>('settings', { maxEntries: 1, ...BACKSTOP_AGE });
  const defaults: SettingsRecord = {
    contactEmail: CONTACT_EMAIL,
    socialPageUrl: SOCIAL_PAGE_URL,
    introVideoUrl: INTRO_VIDEO_URL,
    fallbackEventStart: new Date(DEFAULT_EVENT_END),
    fallbackRegistrationFrom: new Date(DEFAULT_REGISTRATION_OPENS),
    paymentDetails: config.orderPaymentDetails ?? '',
  };

  const current = (): Promise<SettingsRecord> =>
    cache.getOrLoad(CACHE_KEY, async () => ({ value: (await repository.find()) ?? defaults, tags: [cacheTags.settings()] }));

  return {
    /** Anyone: every setting but the bank details. */
    async getPublic(): Promise<PublicSettings> {
      const { paymentDetails: _paymentDetails, ...settings } = await current();
      return settings;
    },

    async get(caller: UserRecord): Promise<SettingsRecord> {
      users.requireAdmin(caller);
      return current();
    },

    async save(caller: UserRecord, input: SettingsInput): Promise<SettingsRecord> {
      users.requireAdmin(caller);
      const settings = checkSettings(input);
      await repository.save(settings, config.now());
      await invalidation.publish([cacheTags.settings()]);
      return settings;
    },

    /** The bank transfer details of the badge order mail; empty when there are none. */
    paymentDetails: async (): Promise<string> => (await current()).paymentDetails,

    /** The intro video player's origin, the one video frame the content security policy allows; null without a video. */
    videoOrigin: async (): Promise<string | null> => {
      const { introVideoUrl } = await current();
      return introVideoUrl === '' ? null : videoOrigin(introVideoUrl);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
