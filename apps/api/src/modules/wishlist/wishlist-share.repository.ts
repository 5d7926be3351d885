import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productVariants, users, wishlists } from '../../db/schema/index';

/** Keeps a new share token (its digest and sealed copy) and counts the share request. */
export async function saveShareToken(db: Database, wishlistId: string, tokenHash: string, tokenSealed: string): Promise<void> {
  await db
    .update(wishlists)
    .set({ shareTokenHash: tokenHash, shareTokenSealed: tokenSealed, shareCount: sql`${wishlists.shareCount} + 1` })
    .where(eq(wishlists.id, wishlistId));
}

/** Counts a share request that answered the link already kept. */
export async function countShare(db: Database, wishlistId: string): Promise<void> {
  await db.update(wishlists).set({ shareCount: sql`${wishlists.shareCount} + 1` }).where(eq(wishlists.id, wishlistId));
}

/** Forgets the share token: the old link finds nothing from now on. */
export async function clearShareToken(db: Database, userId: string): Promise<void> {
  await db.update(wishlists).set({ shareTokenHash: null, shareTokenSealed: null }).where(eq(wishlists.userId, userId));
}

/**
 * Counts one open of a shared link and answers the wishlist with its owner's name, in one
 * statement; nothing for an unknown or stopped link, or for an owner whose account staff disabled.
 */
export async function openSharedWishlist(db: Database, tokenHash: string) {
  const [row] = await db
    .update(wishlists)
    .set({ viewCount: sql`${wishlists.viewCount} + 1` })
    .where(
      and(
        eq(wishlists.shareTokenHash, tokenHash),
        sql`exists (select 1 from ${users} u where u.id = ${wishlists.userId} and u.disabled_at is null)`,
      ),
    )
    .returning({ id: wishlists.id, userId: wishlists.userId, viewCount: wishlists.viewCount });
  if (!row) return undefined;
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.userId)).limit(1);
  return { wishlistId: row.id, viewCount: row.viewCount, ownerName: owner?.name ?? '' };
}

/**
 * The variant a card's Add to Cart buys for each of these products: the first active variant in
 * stock, else the first active one (sold out), in the catalogue's variant order.
 */
export async function findPurchaseVariants(db: Database, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), eq(productVariants.isActive, true)))
    .orderBy(desc(sql`${productVariants.stockQuantity} > 0`), asc(productVariants.sortOrder), asc(productVariants.id));
  const chosen = new Map<string, string>();
  for (const row of rows) if (!chosen.has(row.productId)) chosen.set(row.productId, row.id);
  return chosen;
}
