import Fastify from 'fastify';
import type { LiveEvent } from '../../../src/lib/live-bus';
import type { MinuteCounts } from '../../../src/modules/correction/arrivals-repository';
import { createStaffActivity } from '../../../src/modules/correction/staff-activity';

const log = Fastify({ logger: false }).log;
const MINUTE = 60_000;

/** The activity over a recording bus and counts store; `failWrites` makes the store refuse. */
function recorded() {
  const steps: string[] = [];
  const written: [number, Record<number, number>][] = [];
  const state = { failWrites: false };
  const activity = createStaffActivity({
    live: {
      publish: async (event: LiveEvent) => void steps.push(`publish ${event.kind} ${event.battleId} to ${JSON.stringify(event.to)}`),
    },
    arrivals: {
      add: async (battleId: number, counts: MinuteCounts) => {
        if (state.failWrites) throw new Error('database away');
        steps.push(`write ${battleId}`);
        written.push([battleId, Object.fromEntries(counts)]);
      },
    },
    log,
    intervalMs: 1_000,
  });
  return { activity, steps, written, state };
}

const settle = () => jest.advanceTimersByTimeAsync(0);

describe('the staff activity', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('publishes a quiet battle’s first change at once and the rest of its second together', async () => {
    const { activity, steps } = recorded();
    activity.changed(1);
    await settle();
    expect(steps).toEqual(['publish staff-activity 1 to {"staff":true}']);
    for (let change = 0; change < 5; change += 1) activity.changed(1);
    activity.changed(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(steps).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(steps.slice(2)).toEqual(['publish staff-activity 1 to {"staff":true}']);
    // Nothing changed in the second after: no event, and the battle is quiet again.
    await jest.advanceTimersByTimeAsync(3_000);
    expect(steps).toHaveLength(3);
    activity.changed(1);
    await settle();
    expect(steps).toHaveLength(4);
  });

  it('writes the answers counted per minute just before it publishes, and keeps them when the write fails', async () => {
    const { activity, steps, written, state } = recorded();
    const at = new Date(10 * MINUTE + 5_000);
    state.failWrites = true;
    activity.answerSaved(1, at);
    await settle();
    expect(steps).toEqual(['publish staff-activity 1 to {"staff":true}']);
    state.failWrites = false;
    activity.answerSaved(1, new Date(10 * MINUTE + 59_000));
    activity.answerSaved(1, new Date(11 * MINUTE));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(steps.slice(1)).toEqual(['write 1', 'publish staff-activity 1 to {"staff":true}']);
    expect(written).toEqual([[1, { [10 * MINUTE]: 2, [11 * MINUTE]: 1 }]]);
  });

  it('writes what is still counted when the app closes', async () => {
    const { activity, written } = recorded();
    activity.changed(3);
    activity.answerSaved(3, new Date(2 * MINUTE));
    await activity.close();
    expect(written).toEqual([[3, { [2 * MINUTE]: 1 }]]);
  });
});
