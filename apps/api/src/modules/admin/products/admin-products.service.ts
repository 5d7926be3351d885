import { eq } from 'drizzle-orm';
import { rupeesToPaise } from '@aabhushan/shared/rules/money';
import { findMetalRate } from '@aabhushan/shared/rules/price-breakup';
import { priceByWeight } from '@aabhushan/shared/rules/weight-pricing';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  checkProductConsistency,
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductListQuery,
  type AdminProductUpdate,
  type MakingChargeInput,
} from '@aabhushan/shared/schemas/admin-products';
import type { Database } from '../../../db/client';
import { brands, categories, products } from '../../../db/schema/index';
import { newId } from '../../../lib/new-id';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { ProductChanged } from '../../catalogue/product-changed';
import type { Valuation } from '../../settings/store-snapshot';
import type { MailSender } from '../../../lib/mail/mailer';
import { recordAudit } from '../audit';
import { queueWishlistAlerts } from '../wishlist-alerts';
import { recordPieceAlerts } from './piece-alerts';
import { toAdminProduct } from './admin-product.mapper';
import { findAdminProduct, isSlugTaken, listAdminProducts, type AdminProductRecord } from './admin-products.repository';

export type AdminProductOutcome =
  | { ok: true; product: AdminProduct; message: string }
  | { ok: false; status: 400 | 404 | 409; message: string };

const refuse = (status: 400 | 404 | 409, message: string) => ({ ok: false as const, status, message });

/** A slug from an English name: "Kundan Jhumka (22K)" -> "kundan-jhumka-22k". */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug || 'piece';
}

/** The fields that were sent (an absent field keeps its saved value). */
const definedOnly = <T extends object>(fields: T) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

type ProductFields = Partial<Omit<AdminProductCreate, 'slug'>> & { slug?: string };

/** The columns for the fields staff sent: paise for rupees, milligrams for grams. */
function toColumns(fields: ProductFields): Partial<typeof products.$inferInsert> {
  const columns: Partial<typeof products.$inferInsert> = {};
  const copied = ['name', 'slug', 'shortDescription', 'longDescription', 'categoryId', 'brandId', 'metal', 'huid', 'stockQuantity', 'maxOrderQuantity', 'engravingMaxLength',
    'tags', 'images', 'attributes', 'specifications', 'shippingClass', 'codAvailable', 'freeShipping', 'isActive'] as const;
  for (const key of copied) if (fields[key] !== undefined) Object.assign(columns, { [key]: fields[key] });
  if (fields.purity !== undefined) columns.metalPurity = fields.purity;
  if (fields.netWeightGrams !== undefined) columns.metalWeightMg = fields.netWeightGrams === null ? null : Math.round(fields.netWeightGrams * 1000);
  if (fields.stoneValue !== undefined) columns.stoneValuePaise = rupeesToPaise(fields.stoneValue);
  if (fields.basePrice !== undefined) columns.basePricePaise = rupeesToPaise(fields.basePrice);
  if (fields.salePrice !== undefined) columns.salePricePaise = rupeesToPaise(fields.salePrice);
  if (fields.mrp !== undefined) columns.mrpPaise = rupeesToPaise(fields.mrp);
  if (fields.pricingMode !== undefined) columns.pricingMode = fields.pricingMode;
  if (fields.makingCharge !== undefined) {
    const making = fields.makingCharge;
    columns.makingChargeBasisPoints = making?.kind === 'percent' ? Math.round(making.percent * 100) : null;
    columns.makingChargePerGramPaise = making?.kind === 'per-gram' ? rupeesToPaise(making.perGram) : null;
  }
  return columns;
}

/** What a piece priced by weight is priced from (the saved piece with the changes sent). */
interface WeightBasis {
  purity: string | null;
  netWeightGrams: number | null;
  stoneValue: number;
  makingCharge: MakingChargeInput | null;
}

/** The price columns of a piece priced by weight at the rates and GST of `valuation`, or why it cannot be priced. */
export function weightPriceColumns({ purity, netWeightGrams, stoneValue, makingCharge }: WeightBasis, { rates, gstRatePercent }: Valuation) {
  if (!purity || !netWeightGrams || !makingCharge) return refuse(400, M.weightNeedsHallmark);
  const rate = findMetalRate(rates, purity);
  if (!rate) return refuse(400, M.noRateForPurity);
  const { pricePaise } = priceByWeight({
    metalWeightMg: Math.round(netWeightGrams * 1000),
    ratePerGramPaise: rate.ratePerGramPaise,
    making: makingCharge.kind === 'percent' ? { kind: 'percent', basisPoints: Math.round(makingCharge.percent * 100) } : { kind: 'per-gram', paisePerGram: rupeesToPaise(makingCharge.perGram) },
    stoneValuePaise: rupeesToPaise(stoneValue),
    gstRatePercent,
  });
  // By weight there is no marked-down price: the day's price is the price.
  return { ok: true as const, columns: { salePricePaise: pricePaise, basePricePaise: pricePaise, mrpPaise: pricePaise } };
}

/** What a refused write was refused for, when a unique index refused it. */
async function uniqueRefusal(db: Database, fields: ProductFields, exceptId?: string) {
  if (fields.slug && (await isSlugTaken(db, fields.slug, exceptId))) return refuse(409, M.slugTaken);
  return refuse(409, M.huidTaken);
}

/** Staff's products (issue 13): every write audited, and the public answers that show the piece cleared after it. */
export interface AdminProductsDeps {
  productChanged: ProductChanged;
  /** The wishlist alerts a change triggers are mail jobs of its transaction (wishlist-alerts.ts). */
  mailer: MailSender;
  log?: { error: (obj: object, msg: string) => void };
}

export function createAdminProductsService(db: Database, { productChanged, mailer }: AdminProductsDeps) {
  const present = ({ product, category, variants }: AdminProductRecord) => toAdminProduct(product, category, variants);

  async function checkReferences(fields: ProductFields) {
    if (fields.categoryId !== undefined) {
      const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, fields.categoryId)).limit(1);
      if (!category) return refuse(400, M.unknownCategory);
    }
    if (fields.brandId) {
      const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, fields.brandId)).limit(1);
      if (!brand) return refuse(400, M.unknownBrand);
    }
    return undefined;
  }

  /** A free slug: the one asked for (refused when taken), else the name's, numbered when taken. */
  async function chooseSlug(asked: string | undefined, name: string): Promise<string | undefined> {
    if (asked) return (await isSlugTaken(db, asked)) ? undefined : asked;
    const base = slugFromName(name);
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await isSlugTaken(db, candidate))) return candidate;
    }
  }

  return {
    async list(query: AdminProductListQuery) {
      const { records, total } = await listAdminProducts(db, query);
      return { products: records.map(present), total };
    },

    async get(id: string): Promise<AdminProduct | undefined> {
      const record = await findAdminProduct(db, id);
      return record && present(record);
    },

    /** `valuation`: the day's rates and GST of the request, for a piece priced by weight. */
    async create(actorId: string, body: AdminProductCreate, valuation: Valuation): Promise<AdminProductOutcome> {
      const refused = await checkReferences(body);
      if (refused) return refused;
      const slug = await chooseSlug(body.slug, body.name.en);
      if (!slug) return refuse(409, M.slugTaken);
      const id = newId();
      const weightPrice = body.pricingMode === 'weight' ? weightPriceColumns(body, valuation) : undefined;
      if (weightPrice && !weightPrice.ok) return weightPrice;
      try {
        const product = await db.transaction(async (tx) => {
          const columns = { ...toColumns({ ...body, basePrice: body.basePrice ?? body.mrp }), ...weightPrice?.columns, id, slug };
          await tx.insert(products).values(columns as typeof products.$inferInsert);
          const created = present((await findAdminProduct(tx, id))!);
          await recordAudit(tx, { actorId, action: 'product.create', entityType: 'product', entityId: id, before: null, after: created });
          return created;
        });
        await productChanged(id, slug);
        return { ok: true, product, message: M.created };
      } catch (error) {
        if (isUniqueViolation(error)) return uniqueRefusal(db, { ...body, slug });
        throw error;
      }
    },

    /** `origin` is the store's address, for the links in the wishlist alerts the change may send; `valuation` as for create. */
    async update(actorId: string, id: string, changes: AdminProductUpdate, origin: string, valuation: Valuation): Promise<AdminProductOutcome> {
      const refused = await checkReferences(changes);
      if (refused) return refused;
      try {
        const outcome = await db.transaction(async (tx) => {
          const record = await findAdminProduct(tx, id, { forUpdate: true });
          if (!record) return refuse(404, M.notFound);
          const before = present(record);
          const problems = checkProductConsistency({ ...before, ...definedOnly(changes) });
          if (problems.length > 0) return refuse(400, problems[0]!.message);
          if (changes.slug && changes.slug !== before.slug && (await isSlugTaken(tx, changes.slug, id))) return refuse(409, M.slugTaken);
          const merged = { ...before, ...definedOnly(changes) };
          let weightColumns = {};
          if (merged.pricingMode === 'weight') {
            if (before.variants.some((variant) => variant.isActive)) return refuse(400, M.weightWithVariants);
            const priced = weightPriceColumns(merged, valuation);
            if (!priced.ok) return priced;
            weightColumns = priced.columns;
          }
          await tx.update(products).set({ ...toColumns(changes), ...weightColumns, updatedAt: new Date() }).where(eq(products.id, id));
          const after = present((await findAdminProduct(tx, id))!);
          const onlyVisibility = Object.keys(changes).every((key) => key === 'isActive') && before.isActive !== after.isActive;
          const action = onlyVisibility ? (after.isActive ? 'product.publish' : 'product.unpublish') : 'product.update';
          await recordAudit(tx, { actorId, action, entityType: 'product', entityId: id, before, after });
          const message = action === 'product.publish' ? M.published : action === 'product.unpublish' ? M.unpublished : M.updated;
          await queueWishlistAlerts(mailer, tx, await recordPieceAlerts(tx, before, after, origin));
          return { ok: true as const, product: after, message, oldSlug: before.slug };
        });
        if (!outcome.ok) return outcome;
        // Its answers under the old address go too when the slug changed.
        await productChanged(id, outcome.oldSlug);
        if (outcome.product.slug !== outcome.oldSlug) await productChanged(id, outcome.product.slug);
        return { ok: true, product: outcome.product, message: outcome.message };
      } catch (error) {
        if (isUniqueViolation(error)) return uniqueRefusal(db, changes, id);
        throw error;
      }
    },
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
