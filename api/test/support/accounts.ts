/** Users of a test, made through the real REST api: sign-ups, logins and activated users. */
import { randomBytes } from 'node:crypto';
import type { ApiClient } from './api-client';
import type { Site } from './site';

export const TEST_PASSWORD = 'hemmelig1';

let counter = 0;

/** A valid sign-up with unique user name and e-mail. */
export function newSignup(prefix = 'spejder') {
  counter += 1;
  const suffix = `${counter}${randomBytes(3).toString('hex')}`;
  return {
    contactInfo: { firstName: 'Anne', lastName: 'Hansen', email: `${prefix}${suffix}@example.dk`, mobile: '12345678' },
    loginInfo: { userName: `${prefix}${suffix}`, password: TEST_PASSWORD },
  };
}

export interface SessionBody {
  token: string;
  user: { id: string; activated: boolean; roles: { id: number }[]; loginInfo: { userName: string }; contactInfo: { email: string } };
}

/** Signs a new user up and returns the session answer. */
export async function signup(client: ApiClient, prefix?: string): Promise<SessionBody & { password: string }> {
  const answer = await client.post<SessionBody>('/api/user/signup', newSignup(prefix));
  if (answer.status !== 200) throw new Error(`signup failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { ...answer.body, password: TEST_PASSWORD };
}

export async function login(client: ApiClient, identifier: string, password: string): Promise<string> {
  const answer = await client.post<SessionBody>('/api/auth', { identifier, password });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status}`);
  return answer.body.token;
}

export interface Actor {
  id: string;
  token: string;
}

/** A signed-up user, activated unless told otherwise (activation itself is tested in test/modules/auth). */
export async function newUser(site: Site, options: { activated?: boolean; prefix?: string } = {}): Promise<Actor> {
  const user = await signup(site.client, options.prefix);
  if (options.activated !== false) await site.app.users.activate(Number(user.user.id));
  return { id: user.user.id, token: user.token };
}

const ADD_ROLE = 'mutation ($u: ID!, $r: Int!) { users { addRole(userID: $u, roleID: $r) { id } } }';
const ADD_STAFF = 'mutation ($b: ID!, $u: ID!) { battles { addBattleStaffMember(battleID: $b, userID: $u) { id } } }';

/** An activated user with StaffRole, added to the battle's staff by the admin. */
export async function newStaffMember(site: Site & { adminToken: string }, battleID: string): Promise<Actor> {
  const staff = await newUser(site, { prefix: 'stab' });
  for (const [query, variables] of [
    [ADD_ROLE, { u: staff.id, r: 2 }],
    [ADD_STAFF, { b: battleID, u: staff.id }],
  ] as const) {
    const answer = await site.client.graphql(query, variables, site.adminToken);
    if (answer.errors) throw new Error(`making staff failed: ${JSON.stringify(answer.errors)}`);
  }
  return staff;
}
