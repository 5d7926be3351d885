import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export interface LocalizedText {
  en: string;
  hi?: string;
  ta?: string;
  te?: string;
}
export interface ImageRow {
  url: string;
  altText: string;
  isPrimary: boolean;
}
/** A category's attribute ("Sold as: a pair"). */
export interface AttributeRow {
  name: string;
  value: string;
}
/**
 * A piece's attribute. `name` and `value` are the English keys the store reads (the storefront
 * orders its table by `name`, the seed's certificates read the stone); `label` and `displayValue`
 * are the words shoppers read, per language (migration 0046 gave older rows their English).
 */
export interface ProductAttributeRow extends AttributeRow {
  label: LocalizedText;
  displayValue: LocalizedText;
}
/** A variant's attribute: the English key and value, and the option as shoppers read it ("Size 12"). */
export interface VariantAttributeRow extends AttributeRow {
  displayValue: LocalizedText;
}
/** A specification line, its group and value per language. */
export interface SpecificationRow {
  group: LocalizedText;
  value: LocalizedText;
}

/** PostgreSQL's full-text document type; only the search trigger writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  shortDescription: jsonb('short_description').$type<LocalizedText>().notNull(),
  thumbnailUrl: text('thumbnail_url').notNull(),
  iconUrl: text('icon_url').notNull(),
  attributes: jsonb('attributes').$type<AttributeRow[]>().notNull().default([]),
  isFeatured: boolean('is_featured').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull(),
  ...timestamps,
});

/** Money columns are integer paise; the API turns them into rupees. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    shortDescription: jsonb('short_description').$type<LocalizedText>().notNull(),
    longDescription: jsonb('long_description').$type<LocalizedText>().notNull(),
    basePricePaise: integer('base_price_paise').notNull(),
    salePricePaise: integer('sale_price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    images: jsonb('images').$type<ImageRow[]>().notNull().default([]),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    metal: text('metal').notNull(),
    /** Hallmark purity as stamped, e.g. '22K', '18K', '925'; null for non-precious pieces. */
    metalPurity: text('metal_purity'),
    /** BIS hallmark unique id (6 characters) where the piece carries one. */
    huid: text('huid'),
    /** Net metal weight in milligrams, the basis of the metal value in the price breakup. */
    metalWeightMg: integer('metal_weight_mg'),
    /** Value of stones in paise (0 when none); making charges are the rest of the price. */
    stoneValuePaise: integer('stone_value_paise').notNull().default(0),
    /**
     * 'fixed': staff set the price. 'weight': the price follows the day's metal rate (net weight x
     * rate + making charges + stones + GST, admin/metal-rates), its making charges one of the two below.
     */
    pricingMode: text('pricing_mode').notNull().default('fixed'),
    /** Making charges as a share of the metal value, in basis points (12.5 % is 1250). */
    makingChargeBasisPoints: integer('making_charge_basis_points'),
    /** Or as paise per gram of net weight. */
    makingChargePerGramPaise: integer('making_charge_per_gram_paise'),
    attributes: jsonb('attributes').$type<ProductAttributeRow[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<SpecificationRow[]>().notNull().default([]),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    maxOrderQuantity: integer('max_order_quantity').notNull().default(10),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: text('brand_id').references(() => brands.id),
    shippingClass: text('shipping_class').notNull().default('standard'),
    codAvailable: boolean('cod_available').notNull().default(true),
    /** The most characters a shopper may have engraved on the piece; null: it is not engraved. */
    engravingMaxLength: integer('engraving_max_length'),
    freeShipping: boolean('free_shipping').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Full-text search document ('simple' config) kept by the trigger of migration 0003, never
     * written by the app: English and Hindi names (weight A), category names and slug (B),
     * tags (C) and metal (D).
     */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('products_slug_key').on(table.slug),
    // A BIS hallmark id names one piece.
    uniqueIndex('products_huid_key').on(table.huid).where(sql`${table.huid} is not null`),
    index('products_category_created_idx').on(table.categoryId, table.createdAt),
    index('products_created_idx').on(table.createdAt),
    index('products_tags_idx').using('gin', table.tags),
    index('products_search_vector_idx').using('gin', table.searchVector),
    // Listing orders over active products (read backwards for the descending ones); the
    // category ones serve the category pages. Expressions match product-filters.ts exactly.
    index('products_active_featured_idx')
      .on(
        sql`(${table.tags} @> '{featured}'::text[])`,
        sql`(${table.tags} @> '{bestseller}'::text[])`,
        table.createdAt,
        table.id,
      )
      .where(sql`${table.isActive}`),
    index('products_active_price_idx').on(table.salePricePaise, table.id).where(sql`${table.isActive}`),
    index('products_active_category_price_idx')
      .on(table.categoryId, table.salePricePaise, table.id)
      .where(sql`${table.isActive}`),
    index('products_active_newest_idx').on(table.createdAt, table.id).where(sql`${table.isActive}`),
    index('products_active_popular_idx')
      .on(table.ratingCount, table.ratingAverage, table.createdAt, table.id)
      .where(sql`${table.isActive}`),
    index('products_active_rating_idx')
      .on(table.ratingAverage, table.ratingCount, table.createdAt, table.id)
      .where(sql`${table.isActive}`),
    // Facet counts read only these columns: an index-only scan instead of the wide rows.
    index('products_active_facets_idx')
      .on(table.categoryId, table.metal, table.salePricePaise, table.stockQuantity, table.id)
      .where(sql`${table.isActive}`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantName: text('variant_name').notNull(),
    attributes: jsonb('attributes').$type<VariantAttributeRow[]>().notNull().default([]),
    images: jsonb('images').$type<ImageRow[]>().notNull().default([]),
    basePricePaise: integer('base_price_paise').notNull(),
    salePricePaise: integer('sale_price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    maxOrderQuantity: integer('max_order_quantity').notNull().default(10),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('product_variants_product_idx').on(table.productId, table.sortOrder),
    // The listing's in-stock rule looks up variants that can be sold.
    index('product_variants_in_stock_idx')
      .on(table.productId)
      .where(sql`${table.isActive} and ${table.stockQuantity} > 0`),
  ],
);

/**
 * Every word of the products' search documents (kept by the trigger of migration 0003), with
 * English plurals also in singular. A query word with a typo is matched here by trigram
 * similarity, then products are found by full text with the corrected words.
 */
export const searchTerms = pgTable(
  'search_terms',
  { term: text('term').primaryKey() },
  // On the word's trigram form (migration 0040): Indic viramas and the nukta read as letters.
  (table) => [index('search_terms_trgm_idx').using('gin', sql`search_trigram_form(${table.term}) gin_trgm_ops`)],
);

/**
 * The search's own narrow copy of each product (kept by the triggers of migrations 0022 and
 * 0040): its search document, its names in the four languages as the search reads them
 * (search_plain: NFC, lower case, no zero-width joiners), whether it is on sale and when it
 * was added. A search ranks every match (a common word matches a fifth of the catalogue), and
 * ranking here reads a few dozen small pages instead of every matching product's wide row.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    searchVector: tsvector('search_vector').notNull(),
    nameEn: text('name_en').notNull(),
    nameHi: text('name_hi').notNull(),
    nameTa: text('name_ta').notNull(),
    nameTe: text('name_te').notNull(),
    isActive: boolean('is_active').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('product_search_vector_idx').using('gin', table.searchVector).where(sql`${table.isActive}`)],
);
