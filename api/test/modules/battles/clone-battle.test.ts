import { newStaffMember, newUser } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { createBattle, registerPatrol } from '../../support/battles';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';
import { answerQuestion, createQuestion, createTask, taskTimes } from '../../support/tasks';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const LIST = '{ battles { getBattles { id name start } } }';
const CLONE = `mutation ($b: ID!, $name: String, $start: DateTime) {
  battles { cloneBattle(battleID: $b, name: $name, start: $start) { id name start end registrationFrom registrationTo patrols { id } } } }`;
const CONTENT = `query ($b: ID!) { battleTasks { getOverviewByBattleID(battleID: $b) {
  id name description patrolCategories availableFrom close availableTo displayDate
  questions { __typename name text ... on MultipleChoiceQuestion { options { text value } } } } } }`;
const BLOG = 'query ($b: ID!) { blogPosts { getBlogPostsByBattleID(battleID: $b) { id } } }';
const STAFF = 'query ($b: ID!) { battles { getBattle(id: $b) { staffMembers { user { id } } } } }';
const NEW_POST = 'mutation ($p: BlogPostInput!) { blogPosts { createBlogPost(blogPost: $p) { id } } }';

interface ClonedBattle {
  id: string;
  name: string;
  start: string;
  end: string;
  registrationFrom: string;
  registrationTo: string;
  patrols: { id: string }[];
}

interface TaskContent {
  id: string;
  name: string;
  availableFrom: string;
  close: string;
  availableTo: string;
  questions: { __typename: string; name: string }[];
}

const moved = (iso: string, offsetMs: number) => new Date(new Date(iso).getTime() + offsetMs).toISOString();

describe.each(engines)('battle list and clone (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB 2025' });

  it('lists every battle to admins, newest start first, and no one else', async () => {
    const later = await createBattle(site, site.adminToken, 'USB 2027', {
      start: new Date(site.clock.now().getTime() + 400 * DAY).toISOString(),
      end: new Date(site.clock.now().getTime() + 401 * DAY).toISOString(),
      registrationFrom: site.clock.now().toISOString(),
      registrationTo: site.clock.now().toISOString(),
    });
    const answer = await site.client.graphql<{ battles: { getBattles: { id: string; start: string }[] } }>(LIST, {}, site.adminToken);
    const listed = answer.data?.battles.getBattles ?? [];
    expect(listed.map((battle) => battle.id).slice(0, 2)).toEqual([later, site.battleID]);
    const starts = listed.map((battle) => battle.start);
    expect(starts).toEqual([...starts].sort().reverse());

    expect(codeOf(await site.client.graphql(LIST, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await site.client.graphql(LIST, {}, (await newUser(site)).token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(LIST, {}, (await newStaffMember(site, site.battleID)).token))).toBe('FORBIDDEN');
  });

  it('clones the tasks and questions with every time moved by the new start, and nothing of the patrols, blog or staff', async () => {
    const times = taskTimes(site, 60);
    const taskID = await createTask(site, site.adminToken, site.battleID, times, { name: 'Kodeord', patrolCategories: [1, 2], displayDate: true });
    const open = await createTask(site, site.adminToken, site.battleID, taskTimes(site), { name: 'Åben' });
    await createQuestion(site, site.adminToken, taskID, 'stringQuestion', { name: 'Første' });
    await createQuestion(site, site.adminToken, taskID, 'multipleChoiceQuestion', { name: 'Anden', options: [{ text: 'Ja', value: 3 }, { text: 'Nej' }] });
    const answered = await createQuestion(site, site.adminToken, open, 'stringQuestion');
    const owner = await newUser(site);
    await registerPatrol(site, owner, site.battleID, 'Ørnene');
    expect((await answerQuestion(site, owner.token, answered, { stringAnswer: { answerText: 'svar' } })).errors).toBeUndefined();
    const staff = await newStaffMember(site, site.battleID);
    expect((await site.client.graphql(NEW_POST, { p: { battleID: site.battleID, title: 'Velkommen' } }, site.adminToken)).errors).toBeUndefined();

    const original = (
      await site.client.graphql<{ battles: { getBattle: ClonedBattle } }>(
        'query ($b: ID!) { battles { getBattle(id: $b) { id name start end registrationFrom registrationTo patrols { id } } } }',
        { b: site.battleID },
      )
    ).data?.battles.getBattle;
    if (!original) throw new Error('no original battle');
    const offset = 365 * DAY + HOUR;
    const answer = await site.client.graphql<{ battles: { cloneBattle: ClonedBattle } }>(
      CLONE,
      { b: site.battleID, name: 'USB 2026', start: moved(original.start, offset) },
      site.adminToken,
    );
    expect(answer.errors).toBeUndefined();
    const clone = answer.data?.battles.cloneBattle;
    expect(clone?.id).not.toBe(site.battleID);
    expect(clone).toEqual({
      id: clone?.id,
      name: 'USB 2026',
      start: moved(original.start, offset),
      end: moved(original.end, offset),
      registrationFrom: moved(original.registrationFrom, offset),
      registrationTo: moved(original.registrationTo, offset),
      patrols: [],
    });

    const content = async (battleID: string) =>
      (await site.client.graphql<{ battleTasks: { getOverviewByBattleID: TaskContent[] } }>(CONTENT, { b: battleID }, site.adminToken)).data?.battleTasks
        .getOverviewByBattleID ?? [];
    const before = await content(site.battleID);
    const after = await content(clone?.id ?? '');
    expect(after).toHaveLength(before.length);
    after.forEach((task, index) => {
      const from = before[index];
      if (!from) throw new Error('a task too many');
      expect(task.id).not.toBe(from.id);
      expect(task).toEqual({
        ...from,
        id: task.id,
        availableFrom: moved(from.availableFrom, offset),
        close: moved(from.close, offset),
        availableTo: moved(from.availableTo, offset),
      });
    });
    expect(after.find((task) => task.name === 'Kodeord')?.questions.map((question) => question.name)).toEqual(['Første', 'Anden']);

    const posts = await site.client.graphql<{ blogPosts: { getBlogPostsByBattleID: unknown[] } }>(BLOG, { b: clone?.id });
    expect(posts.data?.blogPosts.getBlogPostsByBattleID).toEqual([]);
    const staffList = await site.client.graphql<{ battles: { getBattle: { staffMembers: unknown[] } } }>(STAFF, { b: clone?.id }, site.adminToken);
    expect(staffList.data?.battles.getBattle.staffMembers).toEqual([]);
    // The original keeps everything.
    const originalStaff = await site.client.graphql<{ battles: { getBattle: { staffMembers: { user: { id: string } }[] } } }>(
      STAFF,
      { b: site.battleID },
      site.adminToken,
    );
    expect(originalStaff.data?.battles.getBattle.staffMembers.map((member) => member.user.id)).toContain(staff.id);
  });

  it('refuses a clone without name or start, of an unknown battle, and by anyone but an admin', async () => {
    const start = site.clock.now().toISOString();
    const missing = await site.client.graphql(CLONE, { b: site.battleID, name: ' ' }, site.adminToken);
    expect([codeOf(missing), missing.errors?.[0]?.extensions?.fields]).toEqual(['BAD_USER_INPUT', ['name', 'start']]);
    expect(codeOf(await site.client.graphql(CLONE, { b: '999999', name: 'Kopi', start }, site.adminToken))).toBe('NOT_FOUND');
    const staff = await newStaffMember(site, site.battleID);
    expect(codeOf(await site.client.graphql(CLONE, { b: site.battleID, name: 'Kopi', start }, staff.token))).toBe('FORBIDDEN');
    expect(codeOf(await site.client.graphql(CLONE, { b: site.battleID, name: 'Kopi', start }))).toBe('UNAUTHENTICATED');
    const names = (await site.client.graphql<{ battles: { getBattles: { name: string }[] } }>(LIST, {}, site.adminToken)).data?.battles.getBattles;
    expect(names?.map((battle) => battle.name)).not.toContain('Kopi');
  });

  it('leaves no battle behind when copying its content fails midway', async () => {
    let failing = true;
    site.app.battles.addContentCopier(() => (failing ? Promise.reject(new Error('copy failed')) : Promise.resolve()));
    const start = site.clock.now().toISOString();
    expect(codeOf(await site.client.graphql(CLONE, { b: site.battleID, name: 'Halv kopi', start }, site.adminToken))).toBe('INTERNAL');
    failing = false;
    const names = (await site.client.graphql<{ battles: { getBattles: { name: string }[] } }>(LIST, {}, site.adminToken)).data?.battles.getBattles;
    expect(names?.map((battle) => battle.name)).not.toContain('Halv kopi');
  });
});
