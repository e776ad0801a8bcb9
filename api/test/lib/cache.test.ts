import { TaggedCache } from '../../src/lib/cache';
import { createLocalBus } from '../../src/lib/invalidation-bus';
import { TestClock } from '../support/site';

function cacheOf(maxEntries: number, clock = new TestClock(), maxAgeMs = 60_000) {
  return new TaggedCache<string>('test', { maxEntries, maxAgeMs, now: clock.now });
}

const loaded =
  (value: string, tags: string[] = []) =>
  async () => ({ value, tags });

describe('the tagged cache', () => {
  it('keeps at most maxEntries, dropping the least recently used first', () => {
    const cache = cacheOf(3);
    for (const key of ['a', 'b', 'c']) cache.set(key, key.toUpperCase(), []);
    expect(cache.get('a')).toBe('A');
    cache.set('d', 'D', []);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key))).toEqual(['A', 'C', 'D']);
    for (let index = 0; index < 100; index += 1) cache.set(`k${index}`, 'x', [`tag:${index}`]);
    expect(cache.size).toBe(3);
  });

  it('refuses a bound that keeps nothing', () => {
    expect(() => cacheOf(0)).toThrow(/maxEntries/);
    expect(() => cacheOf(1.5)).toThrow(/maxEntries/);
  });

  it('reads an entry again once it is maxAgeMs old on the clock', () => {
    const clock = new TestClock();
    clock.freeze();
    const cache = cacheOf(10, clock, 1000);
    cache.set('a', 'A', []);
    clock.advance(999);
    expect(cache.get('a')).toBe('A');
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('reads an entry again from its validUntil on, however young', async () => {
    const clock = new TestClock();
    clock.freeze();
    const cache = cacheOf(10, clock, 60_000);
    const validUntil = new Date(clock.now().getTime() + 500);
    await cache.getOrLoad('session', async () => ({ value: 'Ulla', tags: [], validUntil }));
    clock.advance(499);
    expect(cache.get('session')).toBe('Ulla');
    clock.advance(1);
    expect(cache.get('session')).toBeUndefined();
  });

  it('spreads the ages of entries stored together over the last ageSpread of maxAgeMs', () => {
    const clock = new TestClock();
    clock.freeze();
    const cache = new TaggedCache<string>('spread', { maxEntries: 1000, maxAgeMs: 1000, ageSpread: 0.2, now: clock.now });
    const keys = Array.from({ length: 200 }, (_, index) => `k${index}`);
    for (const key of keys) cache.set(key, key, []);
    clock.advance(799);
    expect(keys.every((key) => cache.get(key) === key)).toBe(true);
    clock.advance(100);
    const left = keys.filter((key) => cache.get(key) === key).length;
    // Uniform over 800-1000 ms: about half remain at 899 ms; none at 1000 ms.
    expect(left).toBeGreaterThan(40);
    expect(left).toBeLessThan(160);
    clock.advance(101);
    expect(keys.some((key) => cache.get(key) !== undefined)).toBe(false);
  });

  it('refuses a spread outside 0 to 1', () => {
    const clock = new TestClock();
    expect(() => new TaggedCache<string>('x', { maxEntries: 1, maxAgeMs: 1, ageSpread: 1.5, now: clock.now })).toThrow(/ageSpread/);
  });

  it('drops every entry filed under an invalidated tag, and only those', () => {
    const cache = cacheOf(10);
    cache.set('session-1', 'Ulla', ['user:1', 'patrol:7']);
    cache.set('session-2', 'Ulla', ['user:1']);
    cache.set('session-3', 'Bo', ['user:2', 'patrol:7']);
    cache.invalidate(['user:1']);
    expect(['session-1', 'session-2', 'session-3'].map((key) => cache.get(key))).toEqual([undefined, undefined, 'Bo']);
    cache.invalidate(['patrol:7']);
    expect(cache.size).toBe(0);
    cache.set('a', 'A', []);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('loads once, and keeps nothing that loaded while an invalidation came in', async () => {
    const cache = cacheOf(10);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { value: `v${loads}`, tags: ['user:1'] };
    };
    expect(await cache.getOrLoad('a', load)).toBe('v1');
    expect(await cache.getOrLoad('a', load)).toBe('v1');
    expect(loads).toBe(1);

    let release: () => void = () => undefined;
    const slow = cache.getOrLoad('b', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { value: 'read before the change', tags: ['user:2'] };
    });
    cache.invalidate(['user:9']);
    release();
    expect(await slow).toBe('read before the change');
    expect(cache.get('b')).toBeUndefined();
    expect(await cache.getOrLoad('c', async () => ({ value: 'not kept', tags: null }))).toBe('not kept');
    expect(cache.get('c')).toBeUndefined();
  });

  it('warms in bulk, keeping every entry but those invalidated or dropped while the load ran', async () => {
    const cache = cacheOf(10);
    const kept = await cache.warm(async () => {
      cache.invalidate(['user:2']);
      cache.delete('c');
      return [
        { key: 'a', value: 'A', tags: ['user:1'] },
        { key: 'b', value: 'B', tags: ['user:2', 'patrol:9'] },
        { key: 'c', value: 'C', tags: ['user:3'] },
      ];
    });
    expect(kept).toBe(1);
    expect(['a', 'b', 'c'].map((key) => cache.get(key))).toEqual(['A', undefined, undefined]);
    // Filed under its tags like any entry.
    cache.invalidate(['user:1']);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing of a bulk load when the cache was cleared or switched off meanwhile', async () => {
    const cache = cacheOf(10);
    const entries = [{ key: 'a', value: 'A', tags: ['user:1'] }];
    expect(
      await cache.warm(async () => {
        cache.clear();
        return entries;
      }),
    ).toBe(0);
    expect(cache.get('a')).toBeUndefined();
    cache.setEnabled(false);
    expect(await cache.warm(async () => entries)).toBe(0);
    cache.setEnabled(true);
    expect(await cache.warm(async () => entries)).toBe(1);
    expect(cache.get('a')).toBe('A');
  });

  it('answers and keeps nothing while switched off', async () => {
    const cache = cacheOf(10);
    cache.set('a', 'A', []);
    cache.setEnabled(false);
    expect(cache.get('a')).toBeUndefined();
    expect(await cache.getOrLoad('b', loaded('B'))).toBe('B');
    cache.set('c', 'C', []);
    cache.setEnabled(true);
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad('b', loaded('B2'))).toBe('B2');
    expect(cache.get('b')).toBe('B2');
  });
});

describe('the local invalidation bus', () => {
  it('drops the published tags from every cache it made, at once', async () => {
    const bus = createLocalBus({ now: new TestClock().now });
    const callers = bus.cache<string>('callers', { maxEntries: 10, maxAgeMs: 60_000 });
    const tasks = bus.cache<string>('tasks', { maxEntries: 10, maxAgeMs: 60_000 });
    callers.set('s1', 'Ulla', ['user:1']);
    tasks.set('12', 'Opgave', ['task:12']);
    tasks.set('13', 'Anden', ['task:13']);
    await bus.publish(['user:1', 'task:12']);
    expect([callers.get('s1'), tasks.get('12'), tasks.get('13')]).toEqual([undefined, undefined, 'Anden']);
    expect(bus.listening).toBe(true);
  });
});
