import { and, eq, max } from 'drizzle-orm';
import { rupeesToPaise } from '@aabhushan/shared/rules/money';
import { ADMIN_PRODUCT_MESSAGES as PM, type AdminProduct } from '@aabhushan/shared/schemas/admin-products';
import { ADMIN_VARIANT_MESSAGES as M, type AdminVariantCreate, type AdminVariantUpdate } from '@aabhushan/shared/schemas/admin-variants';
import type { Database } from '../../../db/client';
import { productVariants, type VariantAttributeRow } from '../../../db/schema/index';
import { newId } from '../../../lib/new-id';
import { recordAudit } from '../audit';
import { queueWishlistAlerts } from '../wishlist-alerts';
import { toAdminProduct } from './admin-product.mapper';
import type { AdminProductOutcome, AdminProductsDeps } from './admin-products.service';
import { findAdminProduct } from './admin-products.repository';
import { recordPieceAlerts } from './piece-alerts';

type Refusal = Extract<AdminProductOutcome, { ok: false }>;
const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message });
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The attributes to store: the words shoppers read as staff sent them; else, for an attribute
 * whose name and value are as saved, its saved words (their translations with them); else the value.
 */
function attributeRows(sent: NonNullable<AdminVariantUpdate['attributes']>, saved: readonly VariantAttributeRow[]): VariantAttributeRow[] {
  return sent.map(({ name, value, displayValue }) => {
    const kept = saved.find((attribute) => sameName(attribute.name, name) && attribute.value.trim() === value);
    return { name, value, displayValue: displayValue ?? kept?.displayValue ?? { en: value } };
  });
}

function variantColumns(fields: AdminVariantUpdate, saved: readonly VariantAttributeRow[] = []) {
  return {
    ...(fields.variantName !== undefined && { variantName: fields.variantName }),
    ...(fields.attributes !== undefined && { attributes: attributeRows(fields.attributes, saved) }),
    ...(fields.salePrice !== undefined && { salePricePaise: rupeesToPaise(fields.salePrice) }),
    // A variant's list price is its MRP: it has no separate base price.
    ...(fields.mrp !== undefined && { mrpPaise: rupeesToPaise(fields.mrp), basePricePaise: rupeesToPaise(fields.mrp) }),
    ...(fields.stockQuantity !== undefined && { stockQuantity: fields.stockQuantity }),
    ...(fields.maxOrderQuantity !== undefined && { maxOrderQuantity: fields.maxOrderQuantity }),
    ...(fields.isActive !== undefined && { isActive: fields.isActive }),
  };
}

/**
 * A piece's variants (issue 13): sizes or lengths with their own price and stock. Each change
 * is audited as a change of the piece (before and after), clears the piece's public answers,
 * and sends the wishlist alerts it causes (a sold-out piece back in stock).
 */
export function createAdminVariantsService(db: Database, { productChanged, mailer }: AdminProductsDeps) {
  /** Runs one change of a piece's variants in a transaction with the piece locked. */
  async function changeVariants(
    actorId: string,
    productId: string,
    origin: string,
    { action, message }: { action: string; message: string },
    write: (tx: Database, before: AdminProduct) => Promise<Refusal | undefined>,
  ): Promise<AdminProductOutcome> {
    const outcome = await db.transaction(async (tx) => {
      const record = await findAdminProduct(tx, productId, { forUpdate: true });
      if (!record) return refuse(404, PM.notFound);
      const before = toAdminProduct(record.product, record.category, record.variants);
      const refused = await write(tx, before);
      if (refused) return refused;
      const changed = (await findAdminProduct(tx, productId))!;
      const after = toAdminProduct(changed.product, changed.category, changed.variants);
      await recordAudit(tx, { actorId, action, entityType: 'product', entityId: productId, before, after });
      await queueWishlistAlerts(mailer, tx, await recordPieceAlerts(tx, before, after, origin));
      return { ok: true as const, product: after };
    });
    if (!outcome.ok) return outcome;
    await productChanged(productId, outcome.product.slug);
    return { ok: true, product: outcome.product, message };
  }

  return {
    create: (actorId: string, productId: string, body: AdminVariantCreate, origin: string) =>
      changeVariants(actorId, productId, origin, { action: 'product.variant.create', message: M.created }, async (tx, before) => {
        if (before.pricingMode === 'weight') return refuse(400, PM.weightWithVariants);
        if (before.variants.some((variant) => sameName(variant.variantName, body.variantName))) return refuse(409, M.nameTaken);
        const [last] = await tx.select({ order: max(productVariants.sortOrder) }).from(productVariants).where(eq(productVariants.productId, productId));
        await tx.insert(productVariants).values({ id: newId(), productId, sortOrder: (last?.order ?? -1) + 1, ...variantColumns(body) } as typeof productVariants.$inferInsert);
        return undefined;
      }),

    update: (actorId: string, productId: string, variantId: string, changes: AdminVariantUpdate, origin: string) =>
      changeVariants(actorId, productId, origin, { action: 'product.variant.update', message: M.updated }, async (tx, before) => {
        const variant = before.variants.find((candidate) => candidate.id === variantId);
        if (!variant) return refuse(404, M.notFound);
        const merged = { ...variant, ...changes };
        if (merged.salePrice > merged.mrp) return refuse(400, PM.salePriceAboveMrp);
        if (changes.variantName && before.variants.some((other) => other.id !== variantId && sameName(other.variantName, changes.variantName!))) return refuse(409, M.nameTaken);
        const where = and(eq(productVariants.id, variantId), eq(productVariants.productId, productId));
        const [saved] = changes.attributes ? await tx.select({ attributes: productVariants.attributes }).from(productVariants).where(where) : [];
        await tx.update(productVariants).set({ ...variantColumns(changes, saved?.attributes), updatedAt: new Date() }).where(where);
        return undefined;
      }),
  };
}

export type AdminVariantsService = ReturnType<typeof createAdminVariantsService>;
