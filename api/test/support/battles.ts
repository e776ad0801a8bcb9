/** Battles and patrols made through the real GraphQL api, for the tests that need them. */
import type { Actor } from './accounts';
import type { Site } from './site';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Registration open now, the event two weeks ahead; `offsetDays` moves the whole battle. */
export function battleDates(now: Date, offsetDays = 0) {
  const at = (ms: number) => new Date(now.getTime() + offsetDays * DAY + ms).toISOString();
  return { start: at(14 * DAY), end: at(14 * DAY + 3 * HOUR), registrationFrom: at(-DAY), registrationTo: at(13 * DAY) };
}

const CREATE_BATTLE = `mutation ($name: String, $start: DateTime, $end: DateTime, $registrationFrom: DateTime, $registrationTo: DateTime) {
  battles { createBattle(name: $name, start: $start, end: $end, registrationFrom: $registrationFrom, registrationTo: $registrationTo) { id } } }`;

/** A battle created by the admin over GraphQL; answers its id. */
export async function createBattle(
  site: Pick<Site, 'client' | 'clock'>,
  adminToken: string,
  name: string,
  dates = battleDates(site.clock.now()),
): Promise<string> {
  const answer = await site.client.graphql<{ battles: { createBattle: { id: string } } }>(CREATE_BATTLE, { name, ...dates }, adminToken);
  if (!answer.data) throw new Error(`createBattle failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.battles.createBattle.id;
}

export const PATROL_FIELDS =
  'id name corps category city groupName patrolSize inviteLink battle { id name } createdBy { id contactInfo { fullName } } members { id contactInfo { fullName } }';

export interface PatrolAnswer {
  id: string;
  name: string;
  corps: number;
  category: number | null;
  city: string;
  groupName: string;
  patrolSize: number;
  inviteLink: string | null;
  battle: { id: string; name: string };
  createdBy: { id: string; contactInfo: { fullName: string } };
  members: { id: string; contactInfo: { fullName: string } }[];
}

const PARTICIPATE = `mutation ($battleID: ID!, $patrol: PatrolInput!) { patrols { participateBattle(battleID: $battleID, patrol: $patrol) { ${PATROL_FIELDS} } } }`;

export function participate(site: Site, token: string, battleID: string, patrol: Record<string, unknown>) {
  return site.client.graphql<{ patrols: { participateBattle: PatrolAnswer } }>(PARTICIPATE, { battleID, patrol }, token);
}

/** A patrol registered by the actor; throws when refused. */
export async function registerPatrol(site: Site, owner: Actor, battleID: string, name: string, extra: Record<string, unknown> = {}): Promise<PatrolAnswer> {
  const answer = await participate(site, owner.token, battleID, { name, corps: 8, category: 1, ...extra });
  if (!answer.data) throw new Error(`participate failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.patrols.participateBattle;
}

/** The token at the end of an invite link. */
export function tokenOf(inviteLink: string | null): string {
  const token = inviteLink?.split('/').pop();
  if (!token) throw new Error(`not an invite link: ${inviteLink}`);
  return token;
}
