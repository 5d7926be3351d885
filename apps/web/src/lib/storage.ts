/** localStorage that never throws (private mode, full quota, tests). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value simply lasts for this visit.
  }
}

export const STORAGE_KEYS = {
  language: 'selectedLanguage',
  errorLog: 'errorLog',
  /** The header search's recent searches (shell/search/recent-searches.ts); cleared on logout. */
  recentSearches: 'recentSearches',
  /** Wishlist layouts (spec A section 9): the header's sidebar (default compact), the profile tab and the page (default grid). */
  headerWishlistView: 'headerWishlistViewMode',
  profileWishlistView: 'profileWishlistViewMode',
  wishlistPageView: 'wishlistViewMode',
} as const;
