import type { Page } from '@playwright/test';
import type { NewUser } from '../pages/account-pages';
import { signUpActivated } from './activated-user';
import { apiSession } from './api';
import { publicQuery } from './public-api';
import { demo } from './site';

const PARTICIPATE = `mutation ($battleID: ID!, $patrol: PatrolInput!) {
  patrols { participateBattle(battleID: $battleID, patrol: $patrol) { id name } }
}`;

export interface PatrolMember {
  user: NewUser;
  patrolName: string;
}

export async function demoBattleId(): Promise<string> {
  const data = await publicQuery<{ battles: { getBattlesOpenForRegistration: { id: string; name: string }[] } }>(
    '{ battles { getBattlesOpenForRegistration { id name } } }',
  );
  const battle = data.battles.getBattlesOpenForRegistration.find((found) => found.name === demo.openBattleName);
  if (!battle) throw new Error(`the seeded site has no open battle '${demo.openBattleName}'`);
  return battle.id;
}

/** Registers the (activated) user's own Spejder patrol in the demo battle through the api. */
export async function registerDemoPatrol(user: NewUser, prefix: string): Promise<string> {
  const patrolName = `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const session = await apiSession(user.userName, user.password);
  try {
    await session.graphql(PARTICIPATE, {
      battleID: await demoBattleId(),
      patrol: { name: patrolName, category: 1, corps: 8, city: 'Odense', groupName: 'Tornbjerg', patrolSize: 4 },
    });
  } finally {
    await session.dispose();
  }
  return patrolName;
}

/**
 * A new activated user, logged in on the page, who owns a Spejder patrol in the demo battle.
 * The registration itself is the patrol journeys' subject; here it is arranged through the api.
 */
export async function signUpPatrolMember(page: Page, prefix: string): Promise<PatrolMember> {
  const user = await signUpActivated(page, prefix);
  return { user, patrolName: await registerDemoPatrol(user, prefix) };
}
