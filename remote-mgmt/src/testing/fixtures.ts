import type { MockLink } from '@apollo/client/testing';
import { GetDeployTokensDocument, type MgmtUserFieldsFragment } from '@usb/schema/graphql';

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

/** A deploy token as the Moduler screen reads one; last used on 12 November unless told. */
export function deployToken(id: string, label: string, overrides: { lastUsedAt?: string | null; revokedAt?: string | null } = {}) {
  return {
    __typename: 'DeployToken' as const,
    id,
    label,
    remotes: ['remote-staff'],
    createdAt: '2026-11-01T08:00:00.000Z',
    createdBy: 'admin',
    lastUsedAt: overrides.lastUsedAt === undefined ? '2026-11-12T17:30:00.000Z' : overrides.lastUsedAt,
    revokedAt: overrides.revokedAt ?? null,
  };
}

/** The network answer of GetDeployTokens. */
export function deployTokensAnswer(...tokens: object[]): MockLink.MockedResponse {
  return {
    request: { query: GetDeployTokensDocument },
    result: { data: { remotes: { __typename: 'RemotesQuery', getDeployTokens: tokens } } },
  };
}

/** A battle as the management screens read one (GetMgmtBattle): evening times, registration until the start, no freeze. */
export const mgmtBattle = {
  __typename: 'Battle' as const,
  id: '5',
  name: 'USB 2026',
  start: '2026-11-12T17:30:00.000Z',
  end: '2026-11-12T20:30:00.000Z',
  registrationFrom: '2026-09-01T00:00:00.000Z',
  registrationTo: '2026-11-12T17:00:00.000Z',
  freezeAt: null,
};
