import type { SharedWishlist } from '@aabhushan/shared/schemas/wishlist-share';
import { getFirstName } from '@aabhushan/shared/rules/first-name';
import type { Database } from '../../db/client';
import { DataCipherError, type DataCipher } from '../../lib/data-cipher';
import { newId } from '../../lib/new-id';
import { hashSecret, newSecret } from '../auth/secret-token';
import { toWishlistItemJson } from './wishlist.mapper';
import { ensureWishlist, findItems, lockWishlist } from './wishlist.repository';
import { clearShareToken, countShare, findPurchaseVariants, openSharedWishlist, saveShareToken } from './wishlist-share.repository';

/** The page a share link opens; the token is the only key to it. */
export const SHARED_WISHLIST_PATH = '/wishlist/shared/';

/** The sealed token opens only in its own row and column. */
const sealContext = (wishlistId: string) => `wishlist:${wishlistId}:share_token`;

/**
 * Wishlist sharing: one link per wishlist, made on the owner's first request and answered again
 * until they stop sharing. The link carries 256 random bits; the database keeps their SHA-256
 * (to find the wishlist) and a copy sealed under DATA_KEY (to answer the same link again), so a
 * copy of the database alone opens no shared wishlist.
 */
export function createWishlistShareService(db: Database, { cipher, storeOrigin }: { cipher: DataCipher; storeOrigin: string }) {
  const linkOf = (token: string) => `${storeOrigin}${SHARED_WISHLIST_PATH}${token}`;

  /** The token kept for this wishlist, or undefined when there is none it can still open. */
  function keptToken(wishlistId: string, sealed: string | null): string | undefined {
    if (!sealed) return undefined;
    try {
      return cipher.open(sealed, sealContext(wishlistId));
    } catch (error) {
      // Sealed under an earlier DATA_KEY: a new link replaces the one no one can be given again.
      if (error instanceof DataCipherError) return undefined;
      throw error;
    }
  }

  return {
    /** The owner's link (the same one while sharing lasts); every request counts as a share. */
    async share(userId: string): Promise<{ url: string }> {
      await ensureWishlist(db, userId, newId());
      const token = await db.transaction(async (tx) => {
        // Locked: two first requests at once make one link, not two that overwrite each other.
        const row = (await lockWishlist(tx, userId))!;
        const kept = keptToken(row.id, row.shareTokenSealed);
        if (kept) {
          await countShare(tx, row.id);
          return kept;
        }
        const fresh = newSecret();
        await saveShareToken(tx, row.id, hashSecret(fresh), cipher.seal(fresh, sealContext(row.id)));
        return fresh;
      });
      return { url: linkOf(token) };
    },

    /** Stops sharing; the old link then finds nothing. Stopping twice is not an error. */
    async stopSharing(userId: string): Promise<void> {
      await clearShareToken(db, userId);
    },

    /** What anyone with the link sees: the owner's first name and the pieces on sale. Counts a view. */
    async openShared(token: string): Promise<SharedWishlist | undefined> {
      const opened = await openSharedWishlist(db, hashSecret(token));
      if (!opened) return undefined;
      // Retired pieces have no product page to send anyone to: the owner still sees them, others do not.
      const records = (await findItems(db, opened.wishlistId)).filter((record) => record.product.isActive);
      const variants = await findPurchaseVariants(db, records.filter((record) => record.activeVariants > 0).map((record) => record.product.id));
      const items = records.map((record) => {
        const { _id, productId, isAvailable, productSnapshot } = toWishlistItemJson(record);
        return { _id, productId, isAvailable, productSnapshot, variantId: variants.get(record.product.id) ?? null };
      });
      return { ownerFirstName: getFirstName(opened.ownerName), items, itemCount: items.length, viewCount: opened.viewCount };
    },
  };
}
export type WishlistShareService = ReturnType<typeof createWishlistShareService>;
