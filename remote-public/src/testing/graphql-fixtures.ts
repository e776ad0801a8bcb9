import { GetCurrentUserDocument } from '@usb/contracts/graphql';
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
