import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  answers,
  battles,
  battleTaskAnswers,
  battleTasks,
  blogPosts,
  galleryItems,
  patrolMembers,
  patrols,
  questions,
  results,
  users,
} from '../../../src/db/schema';
import { DEMO_PASSWORD, OPEN_BATTLE_NAME, OPEN_TASK_NAME } from '../../../src/modules/demo';
import { login } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { startApp, testConfig, TestClock, type TestSite } from '../../support/site';
import { createStorage, engines } from '../../support/storage';

const OPEN = '{ battles { getBattlesOpenForRegistration { id name patrolCurrentUser { name } } } }';
const STRIP = '{ battles { getMyOpenBattleTasks { id name } } }';
const TASK = 'query ($id: ID!) { battles { getBattleTask(id: $id) { answerable questions { __typename } } } }';
const OVERVIEW = '{ results { getOverview { path battleName } } }';
const LATEST = '{ results { getLatest { categories { name taskNames patrols { name corps total rank } } } } }';
const BLOG = 'query ($b: ID!) { blogPosts { getBlogPostsByBattleID(battleID: $b) { title } } }';
const QUEUE =
  'query ($b: ID!) { battleTaskAnswers { getByBattleID(battleID: $b) { patrol { name } corrected answers { __typename ... on MediaAnswer { downloadUrl } } } } }';
const GALLERY = 'query ($b: ID!) { gallery { getByBattleID(battleID: $b) { caption patrolName fileUrl } } }';
const JOIN_BATTLE = 'mutation ($b: ID!) { patrols { participateBattle(battleID: $b, patrol: { name: "Gæsterne", corps: 0 }) { name } } }';

async function counts(site: TestSite) {
  const db = site.app.db;
  const rows = async (table: PgTable) => (await db.select({ value: count() }).from(table))[0]?.value ?? 0;
  return {
    users: await rows(users),
    battles: await rows(battles),
    patrols: await rows(patrols),
    members: await rows(patrolMembers),
    posts: await rows(blogPosts),
    results: await rows(results),
    tasks: await rows(battleTasks),
    questions: await rows(questions),
    taskAnswers: await rows(battleTaskAnswers),
    answers: await rows(answers),
    galleryItems: await rows(galleryItems),
  };
}

describe.each(engines)('SEED_DEMO (%s)', (engine) => {
  it('writes a living site once, and a restart adds nothing', async () => {
    const storage = await createStorage(engine);
    const config = testConfig(storage, new TestClock(), { seedDemo: true });
    try {
      let site = await startApp(config);
      const first = await counts(site);
      expect(first).toEqual({
        users: 9,
        battles: 2,
        patrols: 3,
        members: 6,
        posts: 4,
        results: 1,
        tasks: 2,
        questions: 16,
        taskAnswers: 3,
        answers: 14,
        galleryItems: 2,
      });

      const token = await login(site.client, 'demoanne', DEMO_PASSWORD);
      const open = await site.client.graphql<{ battles: { getBattlesOpenForRegistration: { id: string; name: string; patrolCurrentUser: unknown }[] } }>(
        OPEN,
        {},
        token,
      );
      const battle = open.data?.battles.getBattlesOpenForRegistration.find((found) => found.name === OPEN_BATTLE_NAME);
      expect(battle?.patrolCurrentUser).toEqual({ name: 'Ulvene' });
      // A demo patrol member sees the task that is open now, with a question of every kind.
      const strip = await site.client.graphql<{ battles: { getMyOpenBattleTasks: { id: string; name: string }[] } }>(STRIP, {}, token);
      const openTask = strip.data?.battles.getMyOpenBattleTasks;
      expect(openTask?.map((task) => task.name)).toEqual([OPEN_TASK_NAME]);
      const view = await site.client.graphql<{ battles: { getBattleTask: { answerable: boolean; questions: { __typename: string }[] } } }>(
        TASK,
        { id: openTask?.[0]?.id },
        token,
      );
      expect(view.data?.battles.getBattleTask.answerable).toBe(true);
      expect(new Set(view.data?.battles.getBattleTask.questions.map((question) => question.__typename))).toEqual(
        new Set(['ExternalQuestion', 'StringQuestion', 'EmailQuestion', 'MultipleChoiceQuestion', 'MediaQuestion']),
      );
      const blog = await site.client.graphql(BLOG, { b: battle?.id });
      expect(blog.data).toEqual({
        blogPosts: { getBlogPostsByBattleID: [{ title: 'Husk at teste jeres udstyr' }, { title: 'Nyt om opgaverne' }, { title: 'Tilmeldingen er åben' }] },
      });
      // The guest has no patrol yet and may register one: the demo battle really is open.
      const guest = await login(site.client, 'demogaest', DEMO_PASSWORD);
      expect((await site.client.graphql(JOIN_BATTLE, { b: battle?.id }, guest)).errors).toBeUndefined();
      expect(codeOf(await site.client.graphql(JOIN_BATTLE, { b: battle?.id }, token))).toBe('CONFLICT');

      // The demo staff member finds the three patrols' answers waiting, the photo among them.
      const staff = await login(site.client, 'demostab', DEMO_PASSWORD);
      const waiting = await site.client.graphql<{
        battleTaskAnswers: { getByBattleID: { patrol: { name: string }; corrected: boolean; answers: { __typename: string; downloadUrl?: string }[] }[] };
      }>(QUEUE, { b: battle?.id }, staff);
      const lines = waiting.data?.battleTaskAnswers.getByBattleID ?? [];
      expect(lines.map((line) => [line.patrol.name, line.corrected])).toEqual([
        ['Ulvene', false],
        ['Lossen', false],
        ['Bæverne', false],
      ]);
      expect(new Set(lines.flatMap((line) => line.answers.map((answer) => answer.__typename)))).toEqual(
        new Set(['ExternalAnswer', 'StringAnswer', 'EmailAnswer', 'MultipleChoiceAnswer', 'MediaAnswer']),
      );
      const photo = lines[0]?.answers.find((answer) => answer.downloadUrl)?.downloadUrl;
      const download = await fetch(`${site.url}${photo}`);
      expect([download.status, download.headers.get('content-type')]).toEqual([200, 'image/png']);
      // The two photos are in the battle's public gallery, one with a caption.
      const gallery = await site.client.graphql<{ gallery: { getByBattleID: { caption: string; patrolName: string; fileUrl: string }[] } }>(GALLERY, {
        b: battle?.id,
      });
      const items = gallery.data?.gallery.getByBattleID ?? [];
      expect(items.map((item) => [item.patrolName, item.caption]).sort()).toEqual([
        ['Lossen', ''],
        ['Ulvene', 'Flaget er hejst ved posten'],
      ]);
      expect((await fetch(`${site.url}${items[0]?.fileUrl}`)).status).toBe(200);

      expect((await site.client.graphql(OVERVIEW)).data).toEqual({
        results: { getOverview: [{ path: 'usb-demo-sidste-aar', battleName: 'USB Demo - sidste år' }] },
      });
      const latest = await site.client.graphql<{
        results: { getLatest: { categories: { name: string; taskNames: string[]; patrols: { name: string; rank: number }[] }[] } };
      }>(LATEST);
      const categories = latest.data?.results.getLatest.categories ?? [];
      expect(categories.map((category) => category.name)).toEqual(['Spejder', 'OBG(18+)']);
      expect(categories[0]?.patrols.map((patrol) => [patrol.name, patrol.rank])).toEqual([
        ['Hjortene', 1],
        ['Egernene', 2],
        ['Ravnene', 2],
        ['Mågerne', 4],
      ]);
      await site.close();

      site = await startApp(config);
      expect(await counts(site)).toEqual({ ...first, patrols: first.patrols + 1, members: first.members + 1 });
      await site.close();
    } finally {
      await storage.dispose();
    }
  });
});
