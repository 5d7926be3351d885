import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, cartItems, carts, coupons, productVariants, products } from '../../db/schema/index';
import { activeProductBySlugOrId } from '../catalogue/product-lookup';
import { productColumns, variantColumns } from './cart-columns';
import { cartLinesJson, toLineRecords } from './cart-lines-json';

export type CartRow = typeof carts.$inferSelect;

/** The customer's cart, created on first use (the unique index makes a racing create harmless). */
export async function ensureCart(db: Database, userId: string, newId: string): Promise<CartRow> {
  const [existing] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  if (existing) return existing;
  await db.insert(carts).values({ id: newId, userId }).onConflictDoNothing({ target: carts.userId });
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  return row!;
}

/**
 * Locks the customer's cart row (SELECT ... FOR UPDATE) until the transaction ends: every
 * change of one cart runs after the one before, so two adds never both see the old quantity.
 */
export async function lockCart(db: Database, userId: string, newId: string): Promise<CartRow> {
  const lock = () => db.select().from(carts).where(eq(carts.userId, userId)).for('update').limit(1);
  const [existing] = await lock();
  if (existing) return existing;
  await db.insert(carts).values({ id: newId, userId }).onConflictDoNothing({ target: carts.userId });
  const [created] = await lock();
  return created!;
}

export { productColumns, variantColumns };

/** The cart's lines with their products and variants as they are now, oldest first. */
export async function findCartLines(db: Database, cartId: string) {
  return db
    .select({ line: cartItems, product: productColumns, variant: variantColumns, brandName: brands.name })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
}
export type CartLineRecord = Awaited<ReturnType<typeof findCartLines>>[number];

/** The cart, its coupon and its lines (cart-lines-json.ts): one row. */
function wholeCartQuery(db: Database) {
  return db
    .select({ cart: carts, coupon: coupons, lines: cartLinesJson(cartItems, cartItems, carts.id) })
    .from(carts)
    .leftJoin(coupons, eq(coupons.id, carts.couponId))
    .where(eq(carts.userId, sql.placeholder('userId')));
}
type WholeCartRow = Awaited<ReturnType<typeof wholeCartQuery>>[number];

export interface WholeCart {
  cart: CartRow;
  coupon: WholeCartRow['coupon'];
  lines: CartLineRecord[];
}
/** Reads the customer's whole cart; undefined before the cart exists. */
export type WholeCartReader = (userId: string) => Promise<WholeCart | undefined>;

export function toWholeCart(rows: Array<Pick<WholeCartRow, 'cart' | 'coupon' | 'lines'>>): WholeCart | undefined {
  const [first] = rows;
  return first && { cart: first.cart, coupon: first.coupon, lines: toLineRecords(first.lines) };
}

/** The whole cart in one query, on any handle (a transaction included). */
export function readWholeCartWith(db: Database): WholeCartReader {
  return async (userId) => toWholeCart(await wholeCartQuery(db).execute({ userId }));
}

/**
 * The same read as a prepared statement, built once: the cart read is the store's busiest
 * signed-in call. Only for the pool itself: a prepared query runs outside any transaction.
 */
export function prepareWholeCartRead(db: Database): WholeCartReader {
  const prepared = wholeCartQuery(db).prepare('cart_whole_read');
  return async (userId) => toWholeCart(await prepared.execute({ userId }));
}
export type ProductColumns = CartLineRecord['product'];
export type VariantColumns = NonNullable<CartLineRecord['variant']>;

/**
 * The product's id qualified by its table: in a one-table select drizzle writes a bare "id",
 * which inside a subquery over variants would name the variant's own id.
 */
const outerProductId = sql.raw('"products"."id"');
const activeVariantCount = sql<number>`(select cast(count(*) as integer) from ${productVariants} v where v.product_id = ${outerProductId} and v.is_active)`;

/** An active product by id or slug (the `key` placeholder), with how many active variants it is sold in. */
function productForCartQuery(db: Database) {
  return db
    .select({ product: productColumns, activeVariants: activeVariantCount })
    .from(products)
    .where(activeProductBySlugOrId(sql.placeholder('key')))
    .limit(1);
}
export type ProductForCart = Awaited<ReturnType<typeof productForCartQuery>>[number];

export async function findProductForCart(db: Database, idOrSlug: string): Promise<ProductForCart | undefined> {
  return (await productForCartQuery(db).execute({ key: idOrSlug }))[0];
}

/** The same lookup prepared once, for the add to cart outside a transaction (see prepareWholeCartRead). */
export function prepareProductForCartRead(db: Database): (idOrSlug: string) => Promise<ProductForCart | undefined> {
  const prepared = productForCartQuery(db).prepare('cart_product_read');
  return async (idOrSlug) => (await prepared.execute({ key: idOrSlug }))[0];
}

export async function findVariant(db: Database, variantId: string): Promise<VariantColumns | undefined> {
  const [row] = await db.select(variantColumns).from(productVariants).where(eq(productVariants.id, variantId)).limit(1);
  return row;
}

/** A line of this cart by its id; another cart's line is not found. */
export async function findOwnLine(db: Database, cartId: string, lineId: string) {
  const [row] = await db
    .select({ line: cartItems, product: productColumns, variant: variantColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, lineId)))
    .limit(1);
  return row;
}

/** Another line of this cart for the same piece and variant with `engraving` (null: none). */
export async function findTwinLine(db: Database, cartId: string, line: { id: string; productId: string; variantId: string | null }, engraving: string | null) {
  const [row] = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, line.productId),
        sql`coalesce(${cartItems.variantId}, '') = ${line.variantId ?? ''}`,
        sql`coalesce(${cartItems.engraving}, '') = ${engraving ?? ''}`,
        sql`${cartItems.id} <> ${line.id}`,
      ),
    )
    .limit(1);
  return row;
}

export async function setLineEngraving(db: Database, lineId: string, engraving: string | null): Promise<void> {
  await db.update(cartItems).set({ engraving, updatedAt: new Date() }).where(eq(cartItems.id, lineId));
}

export async function setLineQuantity(db: Database, lineId: string, quantity: number): Promise<void> {
  await db.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, lineId));
}

export async function deleteLine(db: Database, cartId: string, lineId: string): Promise<boolean> {
  const deleted = await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, lineId))).returning({ id: cartItems.id });
  return deleted.length > 0;
}

export async function deleteAllLines(db: Database, cartId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

/** Records a change of the cart and answers the row; `couponId` (when given) sets or clears its coupon. */
export async function touchCart(db: Database, cartId: string, couponId?: string | null): Promise<CartRow> {
  const [row] = await db
    .update(carts)
    .set({ updatedAt: new Date(), ...(couponId === undefined ? {} : { couponId }) })
    .where(eq(carts.id, cartId))
    .returning();
  return row!;
}

/** Drops the coupon only if it is still the applied one (a read may race with an apply). */
export async function dropCoupon(db: Database, cartId: string, couponId: string): Promise<void> {
  await db.update(carts).set({ couponId: null, updatedAt: new Date() }).where(and(eq(carts.id, cartId), eq(carts.couponId, couponId)));
}
