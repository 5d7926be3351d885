/**
 * A small in-memory cache of serialized answers (spec B section 9: life 5 min,
 * at most 100 entries by default). The least recently used entry goes first when it is full.
 */
export interface ResponseCache {
  get(key: string): string | undefined;
  set(key: string, body: string): void;
  /** Drops every entry; call after a write that changes public data. */
  clear(): void;
  readonly size: number;
}

export function createResponseCache(options: { ttlMs: number; maxEntries: number; now?: () => number }): ResponseCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { body: string; expiresAt: number }>();
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
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
