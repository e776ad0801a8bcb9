import { expect, type Page } from '@playwright/test';
import { apiSession, loginToken } from './api';
import { demoBattleId } from './patrol-member';
import { demo, demoTask } from './site';

/** Who looks at a screen: a visitor, or one of the demo users logged in. */
export type Viewer = 'visitor' | 'patrol member' | 'staff' | 'admin';

const demoUser: Record<Exclude<Viewer, 'visitor'>, string> = { 'patrol member': 'demoanne', staff: 'demostab', admin: 'demoadmin' };

/** Ids of the seeded demo data that screens' paths need. */
export interface DemoIds {
  battleID: string;
  openTaskID: string;
  answerID: string;
}

export interface Screen {
  viewer: Viewer;
  /** The path, written with the ids' names (`/battles/tasks/{openTaskID}`), so test titles stay fixed. */
  path: string;
}

/** Every screen of the site a visitor, a patrol member, the staff and an admin reach on the seeded site. */
export const screens: Screen[] = [
  ...[
    '/',
    '/events',
    '/om',
    '/kontakt',
    '/praktisk',
    '/maerkebestilling',
    `/resultater/${demo.resultPath}`,
    '/battles/{battleID}',
    '/battles/tasks/{openTaskID}',
    '/login',
    '/login/forgotten',
    '/user/signup',
    '/user/passwordreset/0123456789abcdef',
    '/findes-ikke',
  ].map((path) => ({ viewer: 'visitor' as const, path })),
  ...['/', '/battles/tasks/{openTaskID}', '/battles/{battleID}', '/user', '/user/passwordchange'].map((path) => ({ viewer: 'patrol member' as const, path })),
  ...['/staff/tasks', '/staff/tasks/answers/{answerID}', '/staff/patrols', '/staff/results', '/staff/live/{battleID}'].map((path) => ({
    viewer: 'staff' as const,
    path,
  })),
  ...[
    '/mgmt/battles',
    '/mgmt/battles/{battleID}',
    '/mgmt/opgaver',
    '/mgmt/opgaver/{openTaskID}',
    '/mgmt/stab',
    '/mgmt/blog',
    '/mgmt/patruljer',
    '/mgmt/users',
    '/mgmt/orders',
    '/mgmt/settings',
  ].map((path) => ({ viewer: 'admin' as const, path })),
];

/** The demo battle, its open task and an answer to it waiting for correction (Bæverne's, which no journey corrects). */
export async function demoIds(): Promise<DemoIds> {
  const battleID = await demoBattleId();
  const staff = await apiSession(demoUser.staff, demo.password);
  try {
    const data = await staff.graphql<{
      battleTaskAnswers: { getByBattleID: { id: string; patrol: { name: string }; battleTaskID: string }[] };
      battleTasks: { getOverviewByBattleID: { id: string; name: string }[] };
    }>(
      `query ($battleID: ID!) {
        battleTaskAnswers { getByBattleID(battleID: $battleID) { id battleTaskID patrol { name } } }
        battleTasks { getOverviewByBattleID(battleID: $battleID) { id name } }
      }`,
      { battleID },
    );
    const openTaskID = data.battleTasks.getOverviewByBattleID.find((task) => task.name === demoTask.name)?.id;
    const answerID = data.battleTaskAnswers.getByBattleID.find((answer) => answer.patrol.name === 'Bæverne' && answer.battleTaskID === openTaskID)?.id;
    if (!openTaskID || !answerID) throw new Error(`the seed has no open task '${demoTask.name}' with an answer of Bæverne`);
    return { battleID, openTaskID, answerID };
  } finally {
    await staff.dispose();
  }
}

export function pathOf(screen: Screen, ids: DemoIds): string {
  return screen.path.replace(/\{(\w+)\}/g, (_, name: keyof DemoIds) => ids[name]);
}

/**
 * Logs the viewer in the way the site keeps a login (the token in local storage), before the page
 * loads. The live stream (`GET /api/live`) is answered 204, nothing to hear: an open stream is a
 * request that never ends, so the network would never be quiet for `settle`, and these screens
 * are judged as they stand, not as they change.
 */
export async function viewAs(page: Page, viewer: Viewer): Promise<void> {
  if (viewer === 'visitor') return;
  await page.route('**/api/live', (route) => route.fulfill({ status: 204 }));
  await page.addInitScript((token) => window.localStorage.setItem('token', token), await loginToken(demoUser[viewer], demo.password));
}

/**
 * Waits until the routed screen has loaded its data and stands still: the remote mounted (the
 * first load of a remote on a busy machine takes a while), no spinner or skeleton left, the
 * network quiet and no transition running (a half-faded colour is no contrast to judge).
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('main')).not.toBeEmpty({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
