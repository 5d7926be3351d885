import type { ProductForCart } from './cart.repository';

/** How many pieces the memo keeps: the catalogue's busiest, far more than a shop's front window. */
export const PLAIN_PIECE_MEMO_CAPACITY = 2000;

/**
 * The pieces sold without variants that were recently added to carts, by the id or slug the
 * shopper sent: the add to cart decides on a remembered piece without reading it again, and the
 * add statement itself checks that what the decision rests on still holds (addToLine's guard),
 * so a remembered piece is never trusted beyond what the database confirms. Any other outcome
 * (a refusal, or terms that changed) is decided again on a fresh read.
 */
export function createPlainPieceMemo(capacity = PLAIN_PIECE_MEMO_CAPACITY) {
  const pieces = new Map<string, ProductForCart>();
  return {
    recall(key: string): ProductForCart | undefined {
      return pieces.get(key);
    },
    /** Keeps a piece read just now; one with variants is never kept (its variant is read each time). */
    remember(key: string, found: ProductForCart): void {
      if (found.activeVariants !== 0) return void pieces.delete(key);
      pieces.delete(key);
      // The oldest first out (a Map keeps insertion order).
      if (pieces.size >= capacity) pieces.delete(pieces.keys().next().value!);
      pieces.set(key, found);
    },
    forget(key: string): void {
      pieces.delete(key);
    },
    get size() {
      return pieces.size;
    },
  };
}
export type PlainPieceMemo = ReturnType<typeof createPlainPieceMemo>;
