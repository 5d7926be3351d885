import { useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';

/** The three wishlist layouts (spec A sections 2 and 9, B section 2). */
export const WISHLIST_VIEW_MODES = ['grid', 'list', 'compact'] as const;
export type WishlistViewMode = (typeof WISHLIST_VIEW_MODES)[number];

function isViewMode(value: string | null): value is WishlistViewMode {
  return (WISHLIST_VIEW_MODES as readonly string[]).includes(value ?? '');
}

/** A layout kept in local storage under `key` (header: compact by default; profile and page: grid). */
export function useWishlistViewMode(key: string, fallback: WishlistViewMode): [WishlistViewMode, (mode: WishlistViewMode) => void] {
  const [mode, setMode] = useState<WishlistViewMode>(() => {
    const stored = readStorage(key);
    return isViewMode(stored) ? stored : fallback;
  });
  const choose = (next: WishlistViewMode) => {
    setMode(next);
    writeStorage(key, next);
  };
  return [mode, choose];
}
