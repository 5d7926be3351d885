import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productVariants, products } from '../../db/schema/index';

/** A piece of stock an order takes or gives back: the variant's when the line has one, else the product's. */
export interface StockLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/**
 * Locks (SELECT ... FOR UPDATE) the stock rows of these lines until the transaction ends, in
 * the order every stock change uses (products by id, then variants by id; placing an order
 * does the same in lockCartLines), so a cancel and an order for the same pieces queue instead
 * of deadlocking.
 */
export async function lockStockRows(db: Database, lines: readonly Pick<StockLine, 'productId' | 'variantId'>[]): Promise<void> {
  const productIds = [...new Set(lines.filter((line) => !line.variantId).map((line) => line.productId))].sort();
  const variantIds = [...new Set(lines.flatMap((line) => (line.variantId ? [line.variantId] : [])))].sort();
  if (productIds.length > 0) {
    await db.select({ id: products.id }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id)).for('update');
  }
  if (variantIds.length > 0) {
    await db.select({ id: productVariants.id }).from(productVariants).where(inArray(productVariants.id, variantIds)).orderBy(asc(productVariants.id)).for('update');
  }
}

/** Gives an order's pieces back to stock (cancel, expiry), under lockStockRows. Retired rows are skipped. */
export async function releaseStock(db: Database, lines: readonly StockLine[]): Promise<void> {
  await lockStockRows(db, lines);
  for (const line of lines) {
    if (line.variantId) {
      await db
        .update(productVariants)
        .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${line.quantity}`, updatedAt: new Date() })
        .where(eq(productVariants.id, line.variantId));
    } else {
      await db
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}`, updatedAt: new Date() })
        .where(eq(products.id, line.productId));
    }
  }
}
