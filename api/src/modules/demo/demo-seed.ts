/**
 * SEED_DEMO: a living site after the first start. Everything goes through the real
 * services (battles, patrols, blog, tasks, answers, media, results), so the demo obeys the same
 * rules as users.
 * Each step checks what exists first, so every start may run it again.
 */
import type { FastifyInstance } from 'fastify';
import type { BattleRecord } from '../battles';
import type { UserRecord } from '../users';
import {
  DEMO_PASSWORD,
  demoPatrols,
  demoUsers,
  OPEN_BATTLE_NAME,
  openBattlePosts,
  PAST_BATTLE_NAME,
  pastBattlePosts,
  pastResult,
  type DemoPost,
  type DemoUserKey,
} from './demo-data';
import { seedDemoAnswers } from './demo-answers';
import { seedDemoTasks } from './demo-tasks';

const DAY_MS = 24 * 60 * 60 * 1000;
const EVENT_LENGTH_MS = 3 * 60 * 60 * 1000;

/** 17:30 UTC (18:30 Danish winter time) on the day `days` from now. */
function eveningIn(now: Date, days: number): Date {
  const day = new Date(now.getTime() + days * DAY_MS);
  day.setUTCHours(17, 30, 0, 0);
  return day;
}

export async function seedDemo(app: FastifyInstance): Promise<void> {
  const now = app.config.now();
  const users = {} as Record<DemoUserKey, UserRecord>;
  for (const [key, user] of Object.entries(demoUsers) as [DemoUserKey, (typeof demoUsers)[DemoUserKey]][]) {
    users[key] = await app.users.ensureUser({ ...user, email: `${user.userName}@example.dk`, mobile: '12345678', password: DEMO_PASSWORD });
  }
  const admin = users.admin;

  async function ensureBattle(name: string, start: Date, registrationFrom: Date, registrationTo: Date): Promise<BattleRecord> {
    const [existing] = await app.battles.findByName(name);
    const battle =
      existing ?? (await app.battles.createBattle(admin, { name, start, end: new Date(start.getTime() + EVENT_LENGTH_MS), registrationFrom, registrationTo }));
    await app.battles.addStaffMember(admin, battle.id, users.staff.id);
    return battle;
  }

  async function ensurePosts(battle: BattleRecord, posts: DemoPost[]): Promise<void> {
    if ((await app.blog.listByBattle(battle.id)).length > 0) return;
    for (const post of posts) {
      const created = new Date(now.getTime() - post.daysAgo * DAY_MS);
      await app.blog.create(users.staff, { ...post, battleID: String(battle.id), created });
    }
  }

  const start = eveningIn(now, 28);
  const open = await ensureBattle(OPEN_BATTLE_NAME, start, new Date(now.getTime() - 14 * DAY_MS), new Date(start.getTime() - DAY_MS));
  for (const demo of demoPatrols) {
    const owner = users[demo.owner];
    const patrol = (await app.patrols.findByMember(open.id, owner.id)) ?? (await app.patrols.participate(owner, open.id, demo.patrol));
    for (const member of demo.members) {
      if (!(await app.patrols.findByMember(open.id, users[member].id))) await app.patrols.join(users[member], patrol.inviteToken);
    }
  }
  await ensurePosts(open, openBattlePosts);
  await seedDemoTasks(app, admin, open);
  await seedDemoAnswers(app, users, admin, open);

  const pastStart = eveningIn(now, -365);
  const past = await ensureBattle(PAST_BATTLE_NAME, pastStart, new Date(pastStart.getTime() - 60 * DAY_MS), new Date(pastStart.getTime() - DAY_MS));
  await ensurePosts(past, pastBattlePosts);
  if (!(await app.results.findByBattle(past.id))) await app.results.store(past, pastResult, true);
  app.log.info({ openBattle: open.id, pastBattle: past.id }, 'demo data ready');
}
