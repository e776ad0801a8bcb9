import type { LiveMessage } from '@usb/schema/rest';
import Fastify from 'fastify';
import { Client } from 'pg';
import { createLocalLiveBus, LIVE_LISTENER_APPLICATION_NAME, reaches, startPostgresLiveBus, type LiveBus, type LiveSubscriber } from '../../src/lib/live-bus';
import { within } from '../support/propagation';
import { createStorage, describeOnPostgres, type TestStorage } from '../support/storage';

const log = Fastify({ logger: false }).log;
const BATTLE = 7;

interface Page extends LiveSubscriber {
  got: { message: LiveMessage; durable: boolean }[];
}

function page(patrols: [number, number, number | null][], staffOf: number[] | 'all' = []): Page {
  const got: Page['got'] = [];
  return {
    staffOf: staffOf === 'all' ? 'all' : new Set(staffOf),
    patrols: new Map(patrols.map(([battleId, patrolId, category]) => [battleId, { patrolId, category }])),
    send: (message, durable) => got.push({ message, durable }),
    got,
  };
}

describe('who a live event reaches', () => {
  const scout = page([[BATTLE, 1, 1]]);
  const guide = page([[BATTLE, 2, 2]]);
  const staff = page([], [BATTLE]);
  const admin = page([], 'all');
  const elsewhere = page([[BATTLE + 1, 3, 1]], [BATTLE + 1]);
  const event = (to: Parameters<typeof reaches>[1]['to']) => ({ kind: 'announcement' as const, id: 1, battleId: BATTLE, to });

  it.each([
    ['the whole battle', event({ category: null }), [true, true, false, false, false]],
    ['one category', event({ category: 2 }), [false, true, false, false, false]],
    ['one patrol', event({ patrolId: 1 }), [true, false, false, false, false]],
    ['the staff', event({ staff: true }), [false, false, true, true, false]],
  ])('%s', (_name, sent, expected) => {
    expect([scout, guide, staff, admin, elsewhere].map((subscriber) => reaches(subscriber, sent))).toEqual(expected);
  });
});

describe('the local live bus', () => {
  let bus: LiveBus;
  beforeEach(() => {
    bus = createLocalLiveBus({ log });
  });

  it('loads a kind’s data once per event and sends it to every page it reaches, durable with its id', async () => {
    const load = jest.fn(async (id: number) => ({ text: `besked ${id}` }));
    bus.define('announcement', { load, durable: true });
    const [one, two, other] = [page([[BATTLE, 1, 1]]), page([[BATTLE, 2, 1]]), page([[BATTLE + 1, 3, 1]])];
    for (const subscriber of [one, two, other]) bus.subscribe(subscriber);
    await bus.publish({ kind: 'announcement', id: 5, battleId: BATTLE, to: { category: null } });
    expect(load).toHaveBeenCalledTimes(1);
    for (const subscriber of [one, two])
      expect(subscriber.got).toEqual([{ message: { kind: 'announcement', id: 5, battleId: BATTLE, data: { text: 'besked 5' } }, durable: true }]);
    expect(other.got).toEqual([]);
    expect(bus.sent).toBe(2);
  });

  it('drops an event whose data is gone, and one whose loader fails', async () => {
    bus.define('announcement', { load: async (id) => (id === 1 ? null : Promise.reject(new Error('read failed'))), durable: true });
    const subscriber = page([[BATTLE, 1, 1]]);
    bus.subscribe(subscriber);
    await bus.publish({ kind: 'announcement', id: 1, battleId: BATTLE, to: { category: null } });
    await bus.publish({ kind: 'announcement', id: 2, battleId: BATTLE, to: { category: null } });
    expect(subscriber.got).toEqual([]);
  });

  it('stops sending to a page that unsubscribed', async () => {
    const subscriber = page([[BATTLE, 1, 1]]);
    const unsubscribe = bus.subscribe(subscriber);
    expect(bus.subscribers).toBe(1);
    unsubscribe();
    unsubscribe();
    expect(bus.subscribers).toBe(0);
    await bus.publish({ kind: 'announcement', id: 1, battleId: BATTLE, to: { category: null } });
    expect(subscriber.got).toEqual([]);
  });

  it('replays what every source has since an id, oldest first', async () => {
    bus.define('announcement', { load: async () => ({}), durable: true });
    const message = (id: number): LiveMessage => ({ kind: 'announcement', id, battleId: BATTLE });
    bus.addReplay(async (_subscriber, afterId) => [message(afterId + 3), message(afterId + 1)]);
    bus.addReplay(async (_subscriber, afterId) => [message(afterId + 2)]);
    const replayed = await bus.replay(page([[BATTLE, 1, 1]]), 10);
    expect(replayed.map(({ message: { id }, durable }) => [id, durable])).toEqual([
      [11, true],
      [12, true],
      [13, true],
    ]);
  });
});

describeOnPostgres('the live bus across api processes (postgres)', () => {
  let storage: TestStorage;
  let pool: Client;
  const buses: LiveBus[] = [];
  const start = async () => {
    const bus = await startPostgresLiveBus({
      databaseUrl: storage.databaseUrl ?? '',
      log,
      notify: async (channel, payload) => void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
    });
    buses.push(bus);
    return bus;
  };

  beforeAll(async () => {
    storage = await createStorage('postgres');
    pool = new Client({ connectionString: storage.databaseUrl });
    await pool.connect();
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await pool.end();
    await storage.dispose();
  });

  it('delivers an event published in one process to the pages of another, once', async () => {
    const [sender, receiver] = [await start(), await start()];
    const here = page([[BATTLE, 1, 1]]);
    const there = page([[BATTLE, 1, 1]]);
    sender.subscribe(here);
    receiver.subscribe(there);
    await sender.publish({ kind: 'announcement', id: 9, battleId: BATTLE, to: { patrolId: 1 } });
    expect(here.got).toHaveLength(1);
    await within(
      async () => there.got.length,
      (length) => length > 0,
    );
    expect(there.got.map(({ message }) => message.id)).toEqual([9]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(here.got).toHaveLength(1);
  });

  it('says events may have been missed once a lost listener is back', async () => {
    const bus = await start();
    const missed = jest.fn();
    bus.onMissed(missed);
    await pool.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()', [
      LIVE_LISTENER_APPLICATION_NAME,
    ]);
    const deadline = Date.now() + 5_000;
    while (missed.mock.calls.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(missed).toHaveBeenCalled();
    expect(bus.listening).toBe(true);
  });
});
