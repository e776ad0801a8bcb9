/** How a user leaves the api: the GraphQL User and the REST SessionUser (@usb/contracts/session). */
import { roleNames } from '@usb/schema/domain';
import type { SessionUser } from '@usb/schema/rest';
import type { User } from '../../generated/graphql';
import type { UserRecord } from './users-repository';

function contactInfo(user: UserRecord): SessionUser['contactInfo'] {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`,
    email: user.email,
    mobile: user.mobile,
  };
}

export function toSessionUser(user: UserRecord): SessionUser {
  return {
    id: String(user.id),
    activated: user.activated,
    roles: user.roles.map((id) => ({ id })),
    contactInfo: contactInfo(user),
    loginInfo: { userName: user.userName },
    patrols: user.patrols.map((patrol) => ({ id: String(patrol.id), battleID: String(patrol.battleId) })),
  };
}

/** A user as other members and readers see them (GraphQL PublicUser): id and full name only. */
export function toPublicUser(user: Pick<UserRecord, 'id' | 'firstName' | 'lastName'>): { id: string; contactInfo: { fullName: string } } {
  return { id: String(user.id), contactInfo: { fullName: `${user.firstName} ${user.lastName}` } };
}

export function toGraphqlUser(user: UserRecord): User {
  return {
    ...toSessionUser(user),
    roles: user.roles.map((id) => ({ id, name: roleNames[id] ?? `Role ${id}` })),
    patrols: user.patrols.map((patrol) => ({ id: String(patrol.id), battleID: String(patrol.battleId), name: patrol.name, battleName: patrol.battleName })),
  };
}
