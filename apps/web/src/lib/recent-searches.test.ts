import { describe, expect, it, vi } from 'vitest';
import {
  addRecentSearch,
  clearRecentSearches,
  MAX_RECENT_SEARCHES,
  readRecentSearches,
  RECENT_SEARCHES_STORAGE_KEY,
  removeRecentSearch,
  subscribeRecentSearches,
} from './recent-searches';

describe('recent searches', () => {
  it('keeps searches newest first, trimmed, under the documented key', () => {
    addRecentSearch('  ruby ring ');
    addRecentSearch('jhumka');
    expect(readRecentSearches()).toEqual(['jhumka', 'ruby ring']);
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)!)).toEqual(['jhumka', 'ruby ring']);
  });

  it('ignores blank searches and moves a repeat to the top instead of doubling it', () => {
    addRecentSearch('Gold');
    addRecentSearch('pearl');
    addRecentSearch('   ');
    addRecentSearch('gold');
    expect(readRecentSearches()).toEqual(['gold', 'pearl']);
  });

  it('keeps at most 8, dropping the oldest', () => {
    for (let i = 1; i <= 10; i += 1) addRecentSearch(`term ${i}`);
    const list = readRecentSearches();
    expect(MAX_RECENT_SEARCHES).toBe(8);
    expect(list).toHaveLength(8);
    expect(list[0]).toBe('term 10');
    expect(list).not.toContain('term 2');
  });

  it('removes one search, or all of them (as sign-out does)', () => {
    addRecentSearch('ring');
    addRecentSearch('bangle');
    removeRecentSearch('RING');
    expect(readRecentSearches()).toEqual(['bangle']);
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
    expect(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBeNull();
  });

  it('reads broken storage as empty and keeps only strings', () => {
    window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['ring', 5, null, '', 'gold']));
    expect(readRecentSearches()).toEqual(['ring', 'gold']);
  });

  it('tells subscribers of every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRecentSearches(listener);
    addRecentSearch('kada');
    clearRecentSearches();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    addRecentSearch('nath');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
