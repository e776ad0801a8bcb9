/**
 * What the matrix expects of one operation: the arguments of one call (made fresh per call
 * where a call uses its record up) and, per caller, 'ok' or the error code of the refusal.
 */
import type { ActorName, Fixture } from './matrix-fixture';

type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';
export type Expected = Record<ActorName, Outcome>;

export interface Call {
  fx: Fixture;
  actor: ActorName;
}

export interface Row {
  vars: (call: Call) => Record<string, unknown> | Promise<Record<string, unknown>>;
  expect: Expected;
}

const U = 'UNAUTHENTICATED';
const F = 'FORBIDDEN';
const N = 'NOT_FOUND';

/** Open to everyone, logged in or not. */
export const anyone: Expected = { anonymous: 'ok', user: 'ok', member: 'ok', otherStaff: 'ok', staff: 'ok', admin: 'ok' };
/** Any logged-in user. */
export const loggedIn: Expected = { ...anyone, anonymous: U };
/** AdminRole only. */
export const admins: Expected = { anonymous: U, user: F, member: F, otherStaff: F, staff: F, admin: 'ok' };
/** The battle's staff (StaffRole and added to the battle) and admins. */
export const battleStaff: Expected = { ...admins, staff: 'ok' };
/** Anyone with StaffRole (each sees their own battles) and admins. */
export const staffRole: Expected = { ...battleStaff, otherStaff: 'ok' };
/** The patrol's owner only (the member caller owns the patrol). */
export const owner: Expected = { anonymous: U, user: F, member: 'ok', otherStaff: F, staff: F, admin: F };
/** The owner and admins. */
export const ownerOrAdmin: Expected = { ...owner, admin: 'ok' };
/** Members of the patrol, the battle's staff and admins. */
export const patrolReaders: Expected = { ...battleStaff, member: 'ok' };
/** Only for a member of a patrol of the battle; to anyone else logged in it does not exist. */
export const memberElseNotFound: Expected = { anonymous: U, user: N, member: 'ok', otherStaff: N, staff: N, admin: N };
/** Only a patrol member may answer; everyone else logged in is refused. */
export const patrolMembers: Expected = { anonymous: U, user: F, member: 'ok', otherStaff: F, staff: F, admin: F };

/** Callers that may take a correction lock on the battle's task answers. */
export const correctors: readonly ActorName[] = ['staff', 'admin'];
