import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * The shopper's recent searches, newest first, in localStorage under this key (a JSON
 * array of strings). Sign-out clears them (spec A section 4): call `clearRecentSearches()`.
 */
export const RECENT_SEARCHES_STORAGE_KEY = STORAGE_KEYS.recentSearches;

/** At most this many are kept. */
export const MAX_RECENT_SEARCHES = 8;

type Listener = () => void;
const listeners = new Set<Listener>();
const EMPTY: readonly string[] = [];
let cache: { raw: string | null; list: readonly string[] } = { raw: null, list: EMPTY };

/** The stored list; anything unreadable counts as empty. Stable between changes (useSyncExternalStore). */
export function readRecentSearches(): readonly string[] {
  const raw = readStorage(RECENT_SEARCHES_STORAGE_KEY);
  if (raw === cache.raw) return cache.list;
  cache = { raw, list: parse(raw) };
  return cache.list;
}

function parse(raw: string | null): readonly string[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return EMPTY;
  }
}

function write(list: readonly string[]): void {
  if (list.length === 0) {
    try {
      window.localStorage.removeItem(RECENT_SEARCHES_STORAGE_KEY);
    } catch {
      // Storage unavailable: nothing was kept either.
    }
  } else {
    writeStorage(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(list));
  }
  listeners.forEach((listener) => listener());
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** Puts a search first (trimmed; a repeat moves up instead of doubling); the oldest beyond 8 drop off. */
export function addRecentSearch(term: string): void {
  const trimmed = term.trim();
  if (!trimmed) return;
  const rest = readRecentSearches().filter((item) => !same(item, trimmed));
  write([trimmed, ...rest].slice(0, MAX_RECENT_SEARCHES));
}

export function removeRecentSearch(term: string): void {
  write(readRecentSearches().filter((item) => !same(item, term)));
}

/** Forgets every recent search (sign-out, or the shopper's Clear all). */
export function clearRecentSearches(): void {
  write(EMPTY);
}

/** Told of every change, in this tab or (through the storage event) another. */
export function subscribeRecentSearches(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_SEARCHES_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
