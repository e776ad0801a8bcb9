/**
 * A per-process cache of database reads (docs/caching.md): at most `maxEntries` entries (the
 * least recently used goes first), each at most `maxAgeMs` old (less by a random part up to
 * `ageSpread`, so entries loaded in one burst do not all go stale in the same second; and never past
 * the `validUntil` its load gives), each filed under tags that an invalidation names (`user:7`,
 * `task:12`). A load that started before an invalidation never
 * stores its result (it may have read the old row), and while the invalidation bus is down the
 * cache neither answers nor stores, so nothing stale is served then either.
 */

export interface CacheOptions {
  /** Entries kept at most; the least recently used entry goes first. */
  maxEntries: number;
  /** An entry older than this is read again (a backstop; writes clear their entries at once). */
  maxAgeMs: number;
  /** Each entry's age limit is shortened by a random share of maxAgeMs up to this (0 to 1; default 0). */
  ageSpread?: number;
  /** The clock the ages are measured on (the app's `config.now`). */
  now: () => Date;
}

export interface Loaded<V> {
  value: V;
  /** The invalidation tags the value depends on; null keeps the value out of the cache (nothing to keep). */
  tags: readonly string[] | null;
  /** The value is read again from this time on, however young (a session that ends, an expiry due to slide). */
  validUntil?: Date;
}

/** One entry of a bulk load (`warm`). */
export interface WarmEntry<V> extends Loaded<V> {
  key: string;
  tags: readonly string[];
}

interface Warming {
  tags: Set<string> | null;
  keys: Set<string>;
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
  /** On the cache's clock: read again from this time on. */
  expiresAt: number;
}

export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a load that saw another generation start keeps its result to itself. */
  private generation = 0;
  private enabled = true;
  /** What was invalidated (tags) or dropped (keys) while a bulk load runs, per running `warm`; tags null once the cache was cleared meanwhile. */
  private readonly warming = new Set<Warming>();
  /** Lookups answered from the cache and not, since start (the metrics read them). */
  hits = 0;
  misses = 0;

  constructor(
    readonly name: string,
    private readonly options: CacheOptions,
  ) {
    if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1) throw new Error(`cache ${name}: maxEntries must be a positive integer`);
    const spread = options.ageSpread ?? 0;
    if (!(spread >= 0 && spread <= 1)) throw new Error(`cache ${name}: ageSpread must be from 0 to 1`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The live entry of the key, or undefined (also while the cache is switched off). */
  get(key: string): V | undefined {
    const entry = this.enabled ? this.entries.get(key) : undefined;
    if (!entry || this.options.now().getTime() >= entry.expiresAt) {
      if (entry) this.remove(key);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Map keeps insertion order: moving the key to the end makes the first key the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The cached value, or the loaded one, which is kept unless an invalidation came in while it loaded. */
  async getOrLoad(key: string, load: () => Promise<Loaded<V>>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const startedIn = this.generation;
    const loaded = await load();
    if (loaded.tags && this.enabled && startedIn === this.generation) this.set(key, loaded.value, loaded.tags, loaded.validUntil);
    return loaded.value;
  }

  /**
   * Fills the cache in bulk before the process takes requests (a node started cold). Each loaded
   * entry is kept unless one of its tags was invalidated or its key dropped while the load ran
   * (it may have read the old row, as getOrLoad's rule says); nothing is kept if
   * the cache was cleared or switched off meanwhile. Answers the number of entries kept.
   */
  async warm(load: () => Promise<WarmEntry<V>[]>): Promise<number> {
    const seen: Warming = { tags: new Set(), keys: new Set() };
    this.warming.add(seen);
    let loaded: WarmEntry<V>[];
    try {
      loaded = await load();
    } finally {
      this.warming.delete(seen);
    }
    const invalidated = seen.tags;
    if (invalidated === null || !this.enabled) return 0;
    let kept = 0;
    for (const entry of loaded) {
      if (seen.keys.has(entry.key) || entry.tags.some((tag) => invalidated.has(tag))) continue;
      this.set(entry.key, entry.value, entry.tags, entry.validUntil);
      kept += 1;
    }
    return kept;
  }

  set(key: string, value: V, tags: readonly string[], validUntil?: Date): void {
    if (!this.enabled) return;
    this.remove(key);
    const { maxAgeMs, ageSpread = 0 } = this.options;
    const aged = this.options.now().getTime() + maxAgeMs - Math.random() * ageSpread * maxAgeMs;
    this.entries.set(key, { value, tags, expiresAt: Math.min(aged, validUntil?.getTime() ?? Infinity) });
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }

  /** Drops the entry of the key. */
  delete(key: string): void {
    this.generation += 1;
    for (const seen of this.warming) seen.keys.add(key);
    this.remove(key);
  }

  /** Drops every entry filed under one of the tags. */
  invalidate(tags: readonly string[]): void {
    this.generation += 1;
    for (const seen of this.warming) for (const tag of tags) seen.tags?.add(tag);
    for (const tag of tags) {
      for (const key of this.keysByTag.get(tag) ?? []) this.remove(key);
    }
  }

  clear(): void {
    this.generation += 1;
    for (const seen of this.warming) seen.tags = null;
    this.entries.clear();
    this.keysByTag.clear();
  }

  /** Off: empty, answers nothing and stores nothing until switched on again (the bus lost its listener). */
  setEnabled(enabled: boolean): void {
    if (!enabled) this.clear();
    this.enabled = enabled;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

/**
 * The age limit of the api's read caches. Every write through the api clears its entries at once
 * (in every process), and a process whose NOTIFY listener is down switches its caches off, so
 * this only bounds how long a change made outside the api (by hand in psql) can go unseen. Ten
 * minutes keeps an event night's reloads rare (a patrol's entries are read again once per
 * process in that time, not every minute); the spread keeps a burst of loads from expiring as one.
 */
export const BACKSTOP_AGE: Pick<CacheOptions, 'maxAgeMs' | 'ageSpread'> = { maxAgeMs: 10 * 60_000, ageSpread: 0.2 };
