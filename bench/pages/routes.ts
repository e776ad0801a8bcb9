import { demoIds } from '@usb/e2e/support/accessibility-screens';
import { apiSession } from '@usb/e2e/support/api';
import { publicQuery } from '@usb/e2e/support/public-api';
import { demo } from '@usb/e2e/support/site';

/** Who opens the page: a visitor (logged out) or a demo user as a returning login. */
export type Viewer = 'visitor' | 'demoanne' | 'demostab' | 'demoadmin';

/** A public page a visitor or a patrol opens, or the first load of the staff's or the management's area. */
export type Area = 'public' | 'staff' | 'mgmt';

export interface BenchRoute {
  name: string;
  path: string;
  viewer: Viewer;
  area: Area;
}

/** The goals of issue #20, per area: Lighthouse performance (median of 5), and for public routes the JS and scripts of a first load. */
export const GOALS = {
  performance: { public: 95, staff: 90, mgmt: 90 },
  publicGzipBytes: 250 * 1024,
  publicScripts: 20,
  cls: 0.02,
  slowPhoneLcpMs: 2500,
} as const;

/** The invite link of the demo patrol Ulvene, as its owner demoanne copies it from the event's page. */
async function demoInvitePath(battleID: string): Promise<string> {
  const data = await publicQuery<{ patrols: { getPatrolsByBattleID: { id: string; name: string }[] } }>(
    'query ($battleID: ID!) { patrols { getPatrolsByBattleID(battleID: $battleID) { id name } } }',
    { battleID },
  );
  const patrolID = data.patrols.getPatrolsByBattleID.find((patrol) => patrol.name === 'Ulvene')?.id;
  if (!patrolID) throw new Error('the seeded demo battle has no patrol Ulvene');
  const owner = await apiSession('demoanne', demo.password);
  try {
    const patrol = await owner.graphql<{ patrols: { getPatrol: { inviteLink: string | null } } }>(
      'query ($id: ID!) { patrols { getPatrol(id: $id) { inviteLink } } }',
      { id: patrolID },
    );
    const link = patrol.patrols.getPatrol.inviteLink;
    if (!link) throw new Error('demoanne is not the owner of Ulvene');
    return new URL(link).pathname;
  } finally {
    await owner.dispose();
  }
}

/**
 * Every route a visitor or a patrol opens on the seeded demo site, and the first load of the
 * staff's and the management's area: what both page benches measure.
 */
export async function benchRoutes(): Promise<BenchRoute[]> {
  const { battleID, openTaskID } = await demoIds();
  const taskPath = `/battles/tasks/${openTaskID}`;
  const invitePath = await demoInvitePath(battleID);
  const visitor = (name: string, path: string): BenchRoute => ({ name, path, viewer: 'visitor', area: 'public' });
  return [
    visitor('home', '/'),
    visitor('events', '/events'),
    visitor('event page', `/battles/${battleID}`),
    visitor('task view', taskPath),
    { name: 'task view (patrol member)', path: taskPath, viewer: 'demoanne', area: 'public' },
    visitor('invite', invitePath),
    visitor('results', `/resultater/${demo.resultPath}`),
    visitor('login', '/login'),
    visitor('sign-up', '/user/signup'),
    { name: 'profile', path: '/user', viewer: 'demoanne', area: 'public' },
    visitor('badge order', '/maerkebestilling'),
    visitor('about', '/om'),
    visitor('contact', '/kontakt'),
    visitor('practical', '/praktisk'),
    { name: 'staff tasks (corrector)', path: '/staff/tasks', viewer: 'demostab', area: 'staff' },
    { name: 'mgmt battles (admin)', path: '/mgmt/battles', viewer: 'demoadmin', area: 'mgmt' },
  ];
}
