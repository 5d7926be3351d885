import { useCallback } from 'react';
import { pickPieceName } from '@aabhushan/shared/piece-name';
import { useDataLanguage } from './use-localized';

/**
 * The name of a cart line, a wishlist item's snapshot or an order's piece in the current
 * language. Apart from useLocalized, so it stays out of the first view of pages before Add to cart.
 */
export function usePieceName(): (piece: Parameters<typeof pickPieceName>[0]) => string {
  const language = useDataLanguage();
  return useCallback((piece) => pickPieceName(piece, language), [language]);
}
