/**
 * A small in-memory cache of serialized answers (spec B section 9: life 5 min,
 * at most 100 entries by default). The least recently used entry goes first when it is full.
 * Values are answer bodies by default; derived data (e.g. facet counts) can be kept too.
 */
export interface ResponseCache<V = string> {
  get(key: string): V | undefined;
  set(key: string, body: V): void;
  /** Drops every entry (and tells the listeners); call after a write that changes public data. */
  clear(): void;
  /** Runs `listener` on every clear: caches derived from the same data are dropped together. */
  onClear(listener: () => void): void;
  /** Drops one entry (no clear listeners run). */
  delete(key: string): void;
  /** Drops the entries whose key matches (no clear listeners run): a narrower clear after a write. */
  deleteWhere(matches: (key: string) => boolean): void;
  /**
   * Raised by every clear and delete. An answer read before a write and finished after the
   * write cleared the cache must not be kept: compare the generation at the read's start.
   */
  readonly generation: number;
  readonly size: number;
}

export function createResponseCache<V = string>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ResponseCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { body: V; expiresAt: number }>();
  const clearListeners: Array<() => void> = [];
  let generation = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry); // most recently used moves to the end of the eviction order
      return entry.body;
    },
    set(key, body) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { body, expiresAt: now() + options.ttlMs });
    },
    clear() {
      generation += 1;
      entries.clear();
      for (const listener of clearListeners) listener();
    },
    onClear(listener) {
      clearListeners.push(listener);
    },
    delete(key) {
      generation += 1;
      entries.delete(key);
    },
    deleteWhere(matches) {
      generation += 1;
      for (const key of [...entries.keys()]) if (matches(key)) entries.delete(key);
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
  };
}
