import type { MoveFromWishlist } from '@aabhushan/shared/schemas/wishlist';
import type { Database } from '../../db/client';
import { deleteItem, findOwnItem, lockWishlist, touchWishlist } from './wishlist.repository';

/**
 * What the move needs from the cart: add a line for the customer (who, and whatever else the
 * cart needs of their request) inside the caller's transaction and answer
 * the whole cart, or a refusal (status and message) that writes nothing. The cart module's
 * service is adapted to this in app wiring (see move-from-wishlist.routes.ts).
 */
export interface CartAdder<Cart, Customer extends { userId: string }> {
  addItem(
    customer: Customer,
    line: { productId: string; variantId?: string; quantity: number },
    tx: Database,
  ): Promise<{ ok: true; cart: Cart } | { ok: false; status: number; message: string }>;
}

export type MoveResult<Cart> =
  | { kind: 'moved'; cart: Cart }
  | { kind: 'not-in-wishlist' }
  | { kind: 'refused'; status: number; message: string };

/** Thrown inside the transaction so a refused add rolls back everything (the wishlist too). */
class CartRefused extends Error {
  constructor(readonly status: number, readonly reason: string) {
    super(reason);
  }
}

/**
 * POST /api/v1/cart/move-from-wishlist: in one transaction the piece is added to the cart and
 * leaves the wishlist, and the wishlist counts it in itemsMovedToCart. A refusal by the cart
 * (stock, limits, a variant to choose) leaves the item in the wishlist. Wishlist items carry no
 * variant: a product sold in variants is refused by the cart's own "choose a variant" rule.
 */
export function createMoveToCartService<Cart, Customer extends { userId: string }>(db: Database, cart: CartAdder<Cart, Customer>) {
  return {
    async moveToCart(customer: Customer, input: Required<MoveFromWishlist>): Promise<MoveResult<Cart>> {
      try {
        return await db.transaction(async (tx) => {
          // The wishlist row lock makes a double click move the item once: the second finds it gone.
          const wishlist = await lockWishlist(tx, customer.userId);
          const item = wishlist && (await findOwnItem(tx, wishlist.id, input.wishlistItemId));
          if (!wishlist || !item) return { kind: 'not-in-wishlist' } as const;
          const added = await cart.addItem(customer, { productId: item.productId, quantity: input.quantity }, tx);
          if (!added.ok) throw new CartRefused(added.status, added.message);
          await deleteItem(tx, wishlist.id, item.id);
          await touchWishlist(tx, wishlist.id, 1);
          return { kind: 'moved', cart: added.cart } as const;
        });
      } catch (error) {
        if (error instanceof CartRefused) return { kind: 'refused', status: error.status, message: error.reason };
        throw error;
      }
    },
  };
}
export type MoveToCartService<Cart, Customer extends { userId: string }> = ReturnType<typeof createMoveToCartService<Cart, Customer>>;
