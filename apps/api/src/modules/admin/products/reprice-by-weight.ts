import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { paiseToRupees } from '@aabhushan/shared/rules/money';
import type { MetalRate } from '@aabhushan/shared/rules/price-breakup';
import type { RepricedPiece } from '@aabhushan/shared/schemas/admin-metal-rates';
import type { Database } from '../../../db/client';
import { products } from '../../../db/schema/index';
import type { MailMessage } from '../../../lib/mail/mailer';
import { recordAudit } from '../audit';
import { recordWishlistAlerts } from '../wishlist-alerts';
import { makingChargeOf } from './admin-product.mapper';
import { weightPriceColumns } from './admin-products.service';

interface RepriceInput {
  actorId: string;
  now: Date;
  /** The store's address, for the links in the wishlist alerts a lower price sends. */
  origin: string;
  /** Only these purities (new metal rates); every piece priced by weight when absent (a new GST rate). */
  purities?: readonly string[];
  rates: readonly MetalRate[];
  gstRatePercent: number;
}

/**
 * Reprices the pieces priced by weight (net weight x rate + making charges + stones + GST, to the
 * rupee) inside the caller's transaction: each price change audited with its old and new price,
 * and the wishlist alerts it causes recorded, for the caller to queue as mail jobs of the same transaction.
 */
export async function repriceByWeight(tx: Database, { actorId, now, origin, purities, rates, gstRatePercent }: RepriceInput) {
  const conditions: SQL[] = [eq(products.pricingMode, 'weight'), isNotNull(products.metalWeightMg)];
  if (purities) conditions.push(inArray(products.metalPurity, [...purities]));
  const pieces = await tx.select().from(products).where(and(...conditions)).orderBy(asc(products.id)).for('update');
  const repriced: RepricedPiece[] = [];
  const alerts: MailMessage[] = [];
  for (const piece of pieces) {
    const priced = weightPriceColumns(
      { purity: piece.metalPurity, netWeightGrams: piece.metalWeightMg! / 1000, stoneValue: paiseToRupees(piece.stoneValuePaise), makingCharge: makingChargeOf(piece) },
      { rates, gstRatePercent },
    );
    if (!priced.ok || priced.columns.salePricePaise === piece.salePricePaise) continue;
    await tx.update(products).set({ ...priced.columns, updatedAt: now }).where(eq(products.id, piece.id));
    const oldPrice = paiseToRupees(piece.salePricePaise);
    const newPrice = paiseToRupees(priced.columns.salePricePaise);
    await recordAudit(
      tx,
      { actorId, action: 'product.reprice', entityType: 'product', entityId: piece.id, before: { salePrice: oldPrice, mrp: paiseToRupees(piece.mrpPaise) }, after: { salePrice: newPrice, mrp: newPrice } },
      now,
    );
    repriced.push({ productId: piece.id, name: piece.name.en, oldPrice, newPrice });
    if (piece.isActive) {
      // A piece priced by weight has no variants: its own stock is what can be sold.
      const stock = piece.stockQuantity;
      const change = { productId: piece.id, name: piece.name.en, names: piece.name, slug: piece.slug, at: now };
      alerts.push(...(await recordWishlistAlerts(tx, { ...change, before: { pricePaise: piece.salePricePaise, stock }, after: { pricePaise: priced.columns.salePricePaise, stock } }, origin)));
    }
  }
  return { repriced, alerts };
}
