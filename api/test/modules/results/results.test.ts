import { battles, results } from '../../../src/db/schema';
import { codeOf } from '../../support/api-client';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';

const OVERVIEW = '{ results { getOverview { path battleName } } }';
const RESULT = 'id battleName path published categories { category name taskNames patrols { name corps taskResults total rank } }';
const BY_PATH = `query ($path: String!) { results { getByPath(path: $path) { ${RESULT} } } }`;
const LATEST = `{ results { getLatest { ${RESULT} } } }`;

describe.each(engines)('results (%s)', (engine) => {
  const site = useSite(engine);

  it('lists published results only, newest battle first', async () => {
    expect(await site.client.graphql(OVERVIEW)).toEqual({ data: { results: { getOverview: [] } } });

    const battle = (name: string, start: string) => ({
      name,
      start: new Date(start),
      end: new Date(start),
      registrationFrom: new Date(start),
      registrationTo: new Date(start),
    });
    const [old, recent, unpublished] = await site.app.db
      .insert(battles)
      .values([battle('USB 2023', '2023-11-09T17:30:00Z'), battle('USB 2024', '2024-11-14T17:30:00Z'), battle('USB 2025', '2025-11-13T17:30:00Z')])
      .returning({ id: battles.id });
    await site.app.db.insert(results).values([
      { battleId: old!.id, battleName: 'USB 2023', path: 'usb-2023', published: true },
      { battleId: recent!.id, battleName: 'USB 2024', path: 'usb-2024', published: true },
      { battleId: unpublished!.id, battleName: 'USB 2025', path: 'usb-2025', published: false },
    ]);

    expect(await site.client.graphql(OVERVIEW)).toEqual({
      data: {
        results: {
          getOverview: [
            { path: 'usb-2024', battleName: 'USB 2024' },
            { path: 'usb-2023', battleName: 'USB 2023' },
          ],
        },
      },
    });
  });

  it('answers a published result by path and the latest one, with ranks; NOT_FOUND otherwise', async () => {
    expect(codeOf(await site.client.graphql(BY_PATH, { path: 'usb-2025' }))).toBe('NOT_FOUND');
    expect(codeOf(await site.client.graphql(BY_PATH, { path: 'findes-ikke' }))).toBe('NOT_FOUND');
    const latestBefore = await site.client.graphql<{ results: { getLatest: { path: string } } }>(LATEST);
    expect(latestBefore.data?.results.getLatest.path).toBe('usb-2024');

    const [battle] = await site.app.db
      .insert(battles)
      .values({
        name: 'USB Ærø 2026',
        start: new Date('2026-11-12T17:30:00Z'),
        end: new Date('2026-11-12T20:30:00Z'),
        registrationFrom: new Date('2026-09-01T00:00:00Z'),
        registrationTo: new Date('2026-11-11T00:00:00Z'),
      })
      .returning();
    if (!battle) throw new Error('no battle inserted');
    const stored = await site.app.results.store(
      battle,
      [
        {
          category: 1,
          taskNames: ['Morse', 'Knob'],
          patrols: [
            { name: 'Bæverne', corps: 'De Gule Spejdere', taskResults: [3, 4] },
            { name: 'Alkerne', corps: 'KFUM-Spejderne', taskResults: [5, 2] },
            { name: 'Ulvene', corps: '', taskResults: [9, 1] },
            { name: 'Egernene', corps: '', taskResults: [1, 0] },
          ],
        },
        { category: 2, taskNames: ['Natløb'], patrols: [{ name: 'Ørnene', corps: '', taskResults: [4] }] },
      ],
      false,
    );
    expect(stored.path).toBe('usb-aeroe-2026');
    expect(codeOf(await site.client.graphql(BY_PATH, { path: stored.path }))).toBe('NOT_FOUND');

    await site.app.results.store(battle, [], true);
    const rebuilt = await site.client.graphql<{ results: { getByPath: { categories: unknown[] } } }>(BY_PATH, { path: stored.path });
    expect(rebuilt.data?.results.getByPath.categories).toEqual([]);

    // Rebuilt in place: same id and path; equal totals share a rank.
    const patrols = [
      { name: 'Bæverne', corps: 'De Gule Spejdere', taskResults: [7] },
      { name: 'Alkerne', corps: 'KFUM-Spejderne', taskResults: [7] },
      { name: 'Ulvene', corps: '', taskResults: [10] },
      { name: 'Egernene', corps: '', taskResults: [1] },
    ];
    await site.app.results.store(battle, [{ category: 1, taskNames: ['Morse'], patrols }], true);
    const expected = {
      battleName: 'USB Ærø 2026',
      path: 'usb-aeroe-2026',
      published: true,
      categories: [
        {
          category: 1,
          name: 'Spejder',
          taskNames: ['Morse'],
          patrols: [
            { name: 'Ulvene', corps: '', taskResults: [10], total: 10, rank: 1 },
            { name: 'Alkerne', corps: 'KFUM-Spejderne', taskResults: [7], total: 7, rank: 2 },
            { name: 'Bæverne', corps: 'De Gule Spejdere', taskResults: [7], total: 7, rank: 2 },
            { name: 'Egernene', corps: '', taskResults: [1], total: 1, rank: 4 },
          ],
        },
      ],
    };
    expect((await site.client.graphql(BY_PATH, { path: 'usb-aeroe-2026' })).data).toEqual({ results: { getByPath: { id: stored.id, ...expected } } });
    expect((await site.client.graphql(LATEST)).data).toEqual({ results: { getLatest: { id: stored.id, ...expected } } });
  });
});
