import { GetCurrentUserDocument, GetPublicSettingsDocument } from '@usb/schema/graphql';
import type { PublicSettings } from '../api/use-public-settings';
import type { SessionUser } from '@usb/contracts/session';

/** The mock of Users.getCurrent answering with `user` (with the type names the cache expects). */
export function currentUserMock(user: SessionUser) {
  return {
    request: { query: GetCurrentUserDocument },
    result: {
      data: {
        users: {
          __typename: 'UsersQuery',
          getCurrent: {
            __typename: 'User',
            ...user,
            roles: user.roles.map((role) => ({ __typename: 'Role', ...role })),
            contactInfo: { __typename: 'ContactInfo', ...user.contactInfo },
            loginInfo: { __typename: 'LoginInfo', ...user.loginInfo },
            patrols: user.patrols.map((patrol) => ({ __typename: 'UserPatrol', ...patrol })),
          },
        },
      },
    },
  };
}

/** The mock of Settings.getPublic: the site settings the pages show, with the type names the cache expects. */
export function publicSettingsMock(settings: Partial<PublicSettings> = {}) {
  return {
    request: { query: GetPublicSettingsDocument },
    result: {
      data: {
        settings: {
          __typename: 'SettingsQuery',
          getPublic: {
            __typename: 'PublicSettings',
            contactEmail: 'stab@usb-spejder.dk',
            socialPageUrl: 'https://www.facebook.com/usbstab',
            introVideoUrl: '',
            fallbackEventStart: '2026-11-12T17:30:00.000Z',
            fallbackRegistrationFrom: '2026-09-01T08:00:00.000Z',
            ...settings,
          },
        },
      },
    },
  };
}
