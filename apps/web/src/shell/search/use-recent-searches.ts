import { useSyncExternalStore } from 'react';
import { readRecentSearches, subscribeRecentSearches } from '../../lib/recent-searches';

/** The recent searches, re-rendering on every change (including a clear at sign-out). */
export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribeRecentSearches, readRecentSearches, readRecentSearches);
}
