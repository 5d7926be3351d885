import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, productVariants, products, wishlistItems, wishlists } from '../../db/schema/index';
import { activeProductBySlugOrId } from '../catalogue/product-lookup';

export type WishlistRow = typeof wishlists.$inferSelect;

/** The customer's wishlist, created on first use (the unique index makes a racing create harmless). */
export async function ensureWishlist(db: Database, userId: string, newId: string): Promise<WishlistRow> {
  await db.insert(wishlists).values({ id: newId, userId }).onConflictDoNothing({ target: wishlists.userId });
  const [row] = await db.select().from(wishlists).where(eq(wishlists.userId, userId)).limit(1);
  return row!;
}

/** The customer's wishlist if they have one (reads never create it for a refusal). */
export async function findWishlist(db: Database, userId: string): Promise<WishlistRow | undefined> {
  const [row] = await db.select().from(wishlists).where(eq(wishlists.userId, userId)).limit(1);
  return row;
}

/** Locks the wishlist row: moves and edits of one wishlist run one after another. */
export async function lockWishlist(db: Database, userId: string): Promise<WishlistRow | undefined> {
  const [row] = await db.select().from(wishlists).where(eq(wishlists.userId, userId)).for('update').limit(1);
  return row;
}

/** Records an add, remove, clear or move (and counts `moved` items taken into the cart). */
export async function touchWishlist(db: Database, wishlistId: string, moved = 0): Promise<void> {
  const now = new Date();
  await db
    .update(wishlists)
    .set({ lastActivityAt: now, updatedAt: now, itemsMovedToCart: sql`${wishlists.itemsMovedToCart} + ${moved}` })
    .where(eq(wishlists.id, wishlistId));
}

/** An active product by id or slug with its current sale price; undefined when unknown or retired. */
export async function findActiveProduct(db: Database, idOrSlug: string) {
  const [row] = await db
    .select({ id: products.id, salePricePaise: products.salePricePaise })
    .from(products)
    .where(activeProductBySlugOrId(idOrSlug))
    .limit(1);
  return row;
}

/** Active variants can be sold; any with stock makes a product available. */
const activeVariantCount = sql<number>`(select cast(count(*) as integer) from ${productVariants} v where v.product_id = ${products.id} and v.is_active)`;
const stockedVariantCount = sql<number>`(select cast(count(*) as integer) from ${productVariants} v where v.product_id = ${products.id} and v.is_active and v.stock_quantity > 0)`;

/** The wishlist's items with their products as they are now, oldest first. */
export async function findItems(db: Database, wishlistId: string) {
  return db
    .select({
      item: wishlistItems,
      product: {
        id: products.id,
        slug: products.slug,
        name: products.name,
        images: products.images,
        basePricePaise: products.basePricePaise,
        salePricePaise: products.salePricePaise,
        mrpPaise: products.mrpPaise,
        stockQuantity: products.stockQuantity,
        isActive: products.isActive,
      },
      brandName: brands.name,
      activeVariants: activeVariantCount,
      stockedVariants: stockedVariantCount,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(wishlistItems.wishlistId, wishlistId))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.id));
}
export type ItemRecord = Awaited<ReturnType<typeof findItems>>[number];

export async function insertItem(db: Database, row: typeof wishlistItems.$inferInsert): Promise<void> {
  await db.insert(wishlistItems).values(row);
}

/** Removes the item holding this product (the listing's key) or with this item id (the detail page's). */
export async function deleteItem(db: Database, wishlistId: string, productOrItemId: string): Promise<boolean> {
  const deleted = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, wishlistId), or(eq(wishlistItems.productId, productOrItemId), eq(wishlistItems.id, productOrItemId))))
    .returning({ id: wishlistItems.id });
  return deleted.length > 0;
}

export async function deleteAllItems(db: Database, wishlistId: string): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.wishlistId, wishlistId));
}

/** One item of this wishlist by its id; another customer's item is simply not found. */
export async function findOwnItem(db: Database, wishlistId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.id, itemId)))
    .limit(1);
  return row;
}
