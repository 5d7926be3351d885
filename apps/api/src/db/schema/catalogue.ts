import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
export interface AttributeRow {
  name: string;
  value: string;
}
export interface VariantAttributeRow extends AttributeRow {
  displayValue: { en: string };
}
export interface SpecificationRow {
  group: { en: string };
  value: string;
}

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
    attributes: jsonb('attributes').$type<AttributeRow[]>().notNull().default([]),
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
    freeShipping: boolean('free_shipping').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('products_slug_key').on(table.slug),
    index('products_category_created_idx').on(table.categoryId, table.createdAt),
    index('products_created_idx').on(table.createdAt),
    index('products_tags_idx').using('gin', table.tags),
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
  (table) => [index('product_variants_product_idx').on(table.productId, table.sortOrder)],
);
