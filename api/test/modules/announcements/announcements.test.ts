import { MAX_STREAMS_PER_USER } from '../../../src/modules/live';
import { newStaffMember, newUser, type Actor } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { registerPatrol, tokenOf } from '../../support/battles';
import { openLive, type LiveReader } from '../../support/live-client';
import { startApp, startSite, testConfig, useSite, type TestSite } from '../../support/site';
import { describeOnPostgres, engines } from '../../support/storage';
import { defaultRateLimit } from '../../../src/config';

const SEND =
  'mutation ($a: AnnouncementInput!) { announcements { send(announcement: $a) { id audience category patrolName sendAt sentAt received recipients sender { id } } } }';
const CANCEL = 'mutation ($id: ID!) { announcements { cancel(id: $id) } }';
const LIST = 'query ($b: ID!) { announcements { getByBattleID(battleID: $b) { id text sentAt received recipients patrolName } } }';
const INBOX = '{ announcements { getInbox { unread announcements { id text sentAt received recipients patrolName sender { id } } } } }';
const READ = 'mutation { announcements { markRead { unread } } }';
const RECEIVED = 'mutation ($ids: [ID!]!) { announcements { markReceived(ids: $ids) } }';
const JOIN = 'mutation ($t: String!) { patrols { joinPatrol(token: $t) { id } } }';

interface Sent {
  id: string;
  audience: string;
  category: number | null;
  patrolName: string | null;
  sendAt: string;
  sentAt: string | null;
  received: number | null;
  recipients: number | null;
  sender: { id: string } | null;
}
interface InboxAnswer {
  unread: number;
  announcements: { id: string; text: string; sentAt: string; received: number | null; recipients: number | null; patrolName: string | null; sender: unknown }[];
}

describe.each(engines)('announcements (%s)', (engine) => {
  // A small limit per battle, so the limit's test sends few; every other test sends to its own battle's count.
  const site = useSite(engine, {
    battle: 'USB Meddelelser',
    config: { rateLimit: { ...defaultRateLimit, announcement: { max: 40, windowMs: 60 * 60 * 1000 } } },
  });
  let staff: Actor;
  let scout: Actor;
  let scoutMate: Actor;
  let guide: Actor;
  let loner: Actor;
  let scoutPatrolID: string;
  const readers: LiveReader[] = [];
  const live = async (token: string, headers: Record<string, string> = {}, url = site.url) => {
    const reader = await openLive(url, token, headers);
    readers.push(reader);
    return reader;
  };

  async function send(input: Record<string, unknown>, token = staff.token): Promise<Sent> {
    const answer = await site.client.graphql<{ announcements: { send: Sent } }>(SEND, { a: { battleID: site.battleID, audience: 'ALL', ...input } }, token);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.announcements.send;
  }
  const inbox = async (actor: Actor) =>
    (await site.client.graphql<{ announcements: { getInbox: InboxAnswer } }>(INBOX, {}, actor.token)).data?.announcements.getInbox;

  beforeAll(async () => {
    staff = await newStaffMember(site, site.battleID);
    [scout, scoutMate, guide, loner] = await Promise.all([newUser(site), newUser(site), newUser(site), newUser(site)]);
    const scouts = await registerPatrol(site, scout, site.battleID, 'Ulvene', { category: 1 });
    scoutPatrolID = scouts.id;
    expect((await site.client.graphql(JOIN, { t: tokenOf(scouts.inviteLink) }, scoutMate.token)).errors).toBeUndefined();
    await registerPatrol(site, guide, site.battleID, 'Ørnene', { category: 2 });
  });
  afterEach(() => {
    for (const reader of readers.splice(0)) reader.close();
  });

  it('reaches every open page of the battle’s patrols at once, with its text, and no one else', async () => {
    const [scoutPage, guidePage, staffPage] = [await live(scout.token), await live(guide.token), await live(staff.token)];
    const lonerPage = await live(loner.token);
    expect([scoutPage.status, guidePage.status, staffPage.status, lonerPage.status]).toEqual([200, 200, 200, 204]);
    const sent = await send({ text: 'Husk at drikke vand' });
    expect(sent).toMatchObject({ audience: 'ALL', received: 0, recipients: 2, sender: { id: staff.id } });
    expect(sent.sentAt).not.toBeNull();
    for (const page of [scoutPage, guidePage]) {
      const message = await page.next((candidate) => candidate.id === Number(sent.id));
      expect(message).toMatchObject({ kind: 'announcement', battleId: Number(site.battleID), data: { text: 'Husk at drikke vand', sentAt: sent.sentAt } });
      expect(page.messages.find((candidate) => candidate.id === Number(sent.id))?.eventId).toBe(sent.id);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(staffPage.messages.filter((message) => message.kind === 'announcement')).toEqual([]);
  });

  it('reaches only the category or the patrol it is for', async () => {
    const [scoutPage, guidePage] = [await live(scout.token), await live(guide.token)];
    const toGuides = await send({ text: 'Kun OBG', audience: 'CATEGORY', category: 2 });
    const toScouts = await send({ text: 'Kun Ulvene', audience: 'PATROL', patrolID: scoutPatrolID });
    expect(toGuides).toMatchObject({ category: 2, recipients: 1 });
    expect(toScouts).toMatchObject({ patrolName: 'Ulvene', recipients: 1 });
    await guidePage.next((message) => message.id === Number(toGuides.id));
    await scoutPage.next((message) => message.id === Number(toScouts.id));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scoutPage.messages.map((message) => message.id)).not.toContain(Number(toGuides.id));
    expect(guidePage.messages.map((message) => message.id)).not.toContain(Number(toScouts.id));
    expect((await inbox(guide))?.announcements.map((item) => item.text)).not.toContain('Kun Ulvene');
  });

  it('counts each patrol once when its pages confirm, and only for patrols it reached, and tells the staff', async () => {
    const staffPage = await live(staff.token);
    const sent = await send({ text: 'Tæl mig', audience: 'CATEGORY', category: 1 });
    const confirm = async (actor: Actor) =>
      (await site.client.graphql<{ announcements: { markReceived: number } }>(RECEIVED, { ids: [sent.id] }, actor.token)).data?.announcements.markReceived;
    expect(await Promise.all([confirm(scout), confirm(scoutMate)])).toEqual(expect.arrayContaining([1, 0]));
    expect(await confirm(guide)).toBe(0);
    const listed = (await site.client.graphql<{ announcements: { getByBattleID: Sent[] } }>(LIST, { b: site.battleID }, staff.token)).data?.announcements
      .getByBattleID;
    expect(listed?.find((item) => item.id === sent.id)).toMatchObject({ received: 1, recipients: 1 });
    await staffPage.next((message) => message.kind === 'announcement-receipts' && message.id === Number(sent.id), 3_000);
    const tooMany = await site.client.graphql(RECEIVED, { ids: Array.from({ length: 101 }, (_, index) => String(index + 1)) }, scout.token);
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
  });

  it('keeps an inbox, newest first, unread until opened, without the staff’s figures', async () => {
    const sent = await send({ text: 'Indbakken' });
    const before = await inbox(scoutMate);
    expect(before?.announcements[0]).toMatchObject({ id: sent.id, text: 'Indbakken', received: null, recipients: null, patrolName: null, sender: null });
    expect(before?.unread).toBeGreaterThan(0);
    expect(
      (await site.client.graphql<{ announcements: { markRead: { unread: number } } }>(READ, {}, scoutMate.token)).data?.announcements.markRead.unread,
    ).toBe(0);
    await send({ text: 'Efter læsning' });
    expect((await inbox(scoutMate))?.unread).toBe(1);
    expect((await inbox(loner))?.announcements).toEqual([]);
  });

  it('sends a scheduled one when it is due, through the schedule, and lets the staff take it back before', async () => {
    const page = await live(scout.token);
    const later = await send({ text: 'Om lidt', sendAt: new Date(site.clock.now().getTime() + 1_500).toISOString() });
    const cancelled = await send({ text: 'Aflyst', sendAt: new Date(site.clock.now().getTime() + 1_500).toISOString() });
    expect(later.sentAt).toBeNull();
    expect((await inbox(scout))?.announcements.map((item) => item.id)).not.toContain(later.id);
    expect((await site.client.graphql(CANCEL, { id: cancelled.id }, staff.token)).data).toEqual({ announcements: { cancel: true } });
    const deadline = Date.now() + 5_000;
    while (!page.messages.some((message) => message.id === Number(later.id)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.messages.find((message) => message.id === Number(later.id))?.data).toMatchObject({ text: 'Om lidt' });
    expect(page.messages.map((message) => message.id)).not.toContain(Number(cancelled.id));
    expect(codeOf(await site.client.graphql(CANCEL, { id: later.id }, staff.token))).toBe('CONFLICT');
  });

  it('replays to a page that comes back what it missed since the last id it saw', async () => {
    const seen = await send({ text: 'Set' });
    const missed = [
      await send({ text: 'Gik glip af 1' }),
      await send({ text: 'Gik glip af 2', audience: 'CATEGORY', category: 2 }),
      await send({ text: 'Gik glip af 3' }),
    ];
    const page = await live(scout.token, { 'last-event-id': seen.id });
    await page.next((message) => message.id === Number(missed[2]?.id));
    expect(page.messages.map((message) => message.id)).toEqual([Number(missed[0]?.id), Number(missed[2]?.id)]);
  });

  it('refuses bad input with the field, and sending beyond the battle’s limit', async () => {
    const refused = async (input: Record<string, unknown>) => {
      const answer = await site.client.graphql(SEND, { a: { battleID: site.battleID, audience: 'ALL', text: 'x', ...input } }, staff.token);
      return [codeOf(answer), answer.errors?.[0]?.extensions?.fields];
    };
    expect(await refused({ text: ' ' })).toEqual(['BAD_USER_INPUT', ['text']]);
    expect(await refused({ text: 'x'.repeat(1_001) })).toEqual(['BAD_USER_INPUT', ['text']]);
    expect(await refused({ audience: 'CATEGORY', category: 9 })).toEqual(['BAD_USER_INPUT', ['category']]);
    expect(await refused({ audience: 'PATROL', patrolID: '999999' })).toEqual(['BAD_USER_INPUT', ['patrolID']]);
    expect(await refused({ sendAt: new Date(site.clock.now().getTime() + 31 * 24 * 60 * 60 * 1000).toISOString() })).toEqual(['BAD_USER_INPUT', ['sendAt']]);
    const answers = await Promise.all(
      Array.from({ length: 45 }, () => site.client.graphql(SEND, { a: { battleID: site.battleID, audience: 'ALL', text: 'Flood' } }, staff.token)),
    );
    expect(answers.filter((answer) => codeOf(answer) === 'RATE_LIMITED').length).toBeGreaterThan(0);
  });
});

describe.each(engines)('the live stream (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Live' });
  let scout: Actor;

  beforeAll(async () => {
    scout = await newUser(site);
    await registerPatrol(site, scout, site.battleID, 'Bjørnene');
  });

  it('asks for a session', async () => {
    const response = await fetch(`${site.url}/api/live`);
    expect(response.status).toBe(401);
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user open`, async () => {
    const pages = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => openLive(site.url, scout.token)));
    expect(pages.map((page) => page.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    const extra = await openLive(site.url, scout.token);
    expect(extra.status).toBe(429);
    pages[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await openLive(site.url, scout.token);
    expect(again.status).toBe(200);
    for (const page of [...pages, extra, again]) page.close();
  });

  it('ends its streams with a short retry when the process closes, and refuses new ones while draining', async () => {
    // A site of its own: the embedded database belongs to one process.
    const closing = await startSite(engine, { battle: 'USB Lukker' });
    const member = await newUser(closing);
    await registerPatrol(closing, member, closing.battleID, 'Lukkerne');
    const page = await openLive(closing.url, member.token);
    closing.app.drain.start();
    expect((await openLive(closing.url, member.token)).status).toBe(503);
    await closing.close();
    await page.ended;
    expect(page.retryMs).toBe(1_000);
  });
});

describeOnPostgres('announcements across api processes (postgres)', () => {
  const site = useSite('postgres', { battle: 'USB To processer' });
  let other: TestSite;
  let scout: Actor;

  beforeAll(async () => {
    other = await startApp(testConfig(site.storage, site.clock));
    scout = await newUser(site);
    await registerPatrol(site, scout, site.battleID, 'Falkene');
  });
  afterAll(async () => other.close());

  it('reaches a page on another process, sent there by its NOTIFY', async () => {
    const page = await openLive(other.url, scout.token);
    const sent = await site.client.graphql<{ announcements: { send: { id: string } } }>(
      SEND,
      { a: { battleID: site.battleID, audience: 'ALL', text: 'Fra den anden' } },
      site.adminToken,
    );
    const message = await page.next((candidate) => candidate.id === Number(sent.data?.announcements.send.id));
    expect(message.data).toMatchObject({ text: 'Fra den anden' });
    page.close();
  });
});
