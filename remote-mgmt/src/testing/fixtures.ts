import type { MgmtUserFieldsFragment } from '@usb/contracts/graphql';

type Role = { __typename: 'Role'; id: number; name: string };

/**
 * A user as the management screens read one (MgmtUserFields), with the __typename fields the
 * cache expects of a network answer; activated and without roles unless told.
 */
export function mgmtUser(id: string, fullName: string, overrides: { activated?: boolean; roles?: Role[]; patrols?: MgmtUserFieldsFragment['patrols'] } = {}) {
  const [firstName = fullName, lastName = ''] = fullName.split(' ');
  const login = firstName.toLowerCase();
  return {
    __typename: 'User' as const,
    id,
    activated: overrides.activated ?? true,
    roles: overrides.roles ?? [],
    contactInfo: { __typename: 'ContactInfo' as const, firstName, lastName, fullName, email: `${login}@example.dk`, mobile: '12345678' },
    loginInfo: { __typename: 'LoginInfo' as const, userName: `${login}1` },
    patrols: (overrides.patrols ?? []).map((patrol) => ({ __typename: 'UserPatrol' as const, ...patrol })),
  };
}

export const staffRole: Role = { __typename: 'Role', id: 2, name: 'StaffRole' };
export const adminRole: Role = { __typename: 'Role', id: 1, name: 'AdminRole' };
