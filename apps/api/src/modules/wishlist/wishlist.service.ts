import type { Wishlist, wishlistAddSchema } from '@aabhushan/shared/schemas/wishlist';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { newId } from '../../lib/new-id';
import { isUniqueViolation } from '../../lib/unique-violation';
import { toWishlistJson } from './wishlist.mapper';
import {
  deleteAllItems,
  deleteItem,
  ensureWishlist,
  findActiveProduct,
  findItems,
  findWishlist,
  insertItem,
  touchWishlist,
} from './wishlist.repository';

export type AddInput = z.output<typeof wishlistAddSchema>;
export type AddResult = { kind: 'added'; wishlist: Wishlist } | { kind: 'product-not-found' } | { kind: 'duplicate' };
export type RemoveResult = { kind: 'removed'; wishlist: Wishlist } | { kind: 'not-in-wishlist' };

/** The customer's own wishlist: one per customer, created on first use. */
export function createWishlistService(db: Database) {
  async function read(userId: string): Promise<Wishlist> {
    const row = await ensureWishlist(db, userId, newId());
    return toWishlistJson(row, await findItems(db, row.id));
  }

  return {
    getWishlist: read,

    /** Adds an active product once; the sale price now is kept to notice a later price drop. */
    async addItem(userId: string, input: AddInput): Promise<AddResult> {
      const product = await findActiveProduct(db, input.productId);
      if (!product) return { kind: 'product-not-found' };
      const wishlist = await ensureWishlist(db, userId, newId());
      try {
        await insertItem(db, {
          id: newId(),
          wishlistId: wishlist.id,
          productId: product.id,
          priority: input.priority,
          notifyOnPriceDown: input.notifyOnPriceDown,
          notifyOnStock: input.notifyOnStock,
          priceAtAddPaise: product.salePricePaise,
        });
      } catch (error) {
        // The unique (wishlist, product) index decides, also for two adds at once.
        if (isUniqueViolation(error)) return { kind: 'duplicate' };
        throw error;
      }
      await touchWishlist(db, wishlist.id);
      return { kind: 'added', wishlist: await read(userId) };
    },

    /** Removes by product id (listing) or by wishlist item id (detail page), as the spec's pages do. */
    async removeItem(userId: string, productOrItemId: string): Promise<RemoveResult> {
      // A refused remove writes nothing: no wishlist is created just to say the item is not in it.
      const wishlist = await findWishlist(db, userId);
      if (!wishlist || !(await deleteItem(db, wishlist.id, productOrItemId))) return { kind: 'not-in-wishlist' };
      await touchWishlist(db, wishlist.id);
      return { kind: 'removed', wishlist: await read(userId) };
    },

    async clear(userId: string): Promise<Wishlist> {
      const wishlist = await ensureWishlist(db, userId, newId());
      await db.transaction(async (tx) => {
        await deleteAllItems(tx, wishlist.id);
        await touchWishlist(tx, wishlist.id);
      });
      return read(userId);
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
