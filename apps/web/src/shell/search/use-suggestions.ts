import { useEffect, useState } from 'react';
import type { ProductCardData } from '@aabhushan/shared/schemas/product-card';
import {
  searchProducts,
  SUGGESTION_MIN_LENGTH,
  SUGGESTION_PAGE_SIZE,
} from '../../features/catalogue/api/search-products';

/** Wait this long after the last keystroke before asking. */
export const SUGGESTION_DEBOUNCE_MS = 250;

export interface Suggestions {
  /** The trimmed text the products answer. */
  query: string;
  products: ProductCardData[];
  status: 'idle' | 'loading' | 'success' | 'error';
}

const IDLE: Suggestions = { query: '', products: [], status: 'idle' };

/**
 * Type-ahead products (spec A sections 5 and 9): once the trimmed text has more than 1
 * character, page 1 with 8 results, debounced; a request still running when the text
 * changes is aborted, so an old answer never replaces a newer one.
 */
export function useSuggestions(text: string): Suggestions {
  const query = text.trim();
  const active = query.length >= SUGGESTION_MIN_LENGTH;
  const [result, setResult] = useState<Suggestions>(IDLE);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchProducts({ q: query, page: 1, limit: SUGGESTION_PAGE_SIZE }, controller.signal).then(
        (answer) => setResult({ query, products: answer.items, status: 'success' }),
        () => {
          if (!controller.signal.aborted) setResult({ query, products: [], status: 'error' });
        },
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, query]);

  if (!active) return IDLE;
  // Until the answer for this text arrives, the previous products stay (marked loading).
  return result.query === query ? result : { ...result, query, status: 'loading' };
}
