import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { productVariants, products, type LocalizedText } from './catalogue';

/** Lines of text per language (a coupon's terms); English is always present and is the fallback. */
export interface LocalizedList {
  en: string[];
  hi?: string[];
  ta?: string[];
  te?: string[];
}

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Coupons (spec B section 3). `value` is a percentage for percentage coupons and paise for
 * fixed ones; `used_count` counts redemptions by orders and is raised only under a row lock.
 * Scope lists hold category and product ids; both empty means the whole store. Title,
 * description and terms are in the store's languages; the terms are one list per language, so a
 * shopper reads the whole list in one language and staff write each language's list in one box.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    type: text('type').notNull(),
    value: integer('value').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    terms: jsonb('terms').$type<LocalizedList>().notNull().default({ en: [] }),
    minOrderValuePaise: integer('min_order_value_paise').notNull().default(0),
    maxDiscountAmountPaise: integer('max_discount_amount_paise'),
    validFrom: at('valid_from').notNull(),
    validUntil: at('valid_until').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    userUsageLimit: integer('user_usage_limit'),
    applicableCategories: text('applicable_categories').array().notNull().default(sql`'{}'::text[]`),
    applicableProducts: text('applicable_products').array().notNull().default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_key').on(table.code),
    check('coupons_type_valid', sql`${table.type} in ('percentage', 'fixed', 'free_shipping')`),
    check('coupons_value_valid', sql`${table.value} >= 0 and (${table.type} <> 'percentage' or ${table.value} <= 100)`),
    check('coupons_code_upper', sql`${table.code} = upper(${table.code})`),
  ],
);

/** One cart per customer, created on first use; at most one coupon (applying another replaces it). */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: text('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('carts_user_key').on(table.userId)],
);

/**
 * A line: one product (and variant, and engraving) once per cart, 1 to 99 pieces. Prices are not kept: the
 * cart is priced from the catalogue on every read.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** What is to be engraved on the piece (rules/engraving.ts); null: not engraved. */
    engraving: text('engraving'),
    addedAt: at('added_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // A product without a variant (or engraving) is one line too: the empty string stands for "none".
    uniqueIndex('cart_items_cart_line_key').on(table.cartId, table.productId, sql`coalesce(${table.variantId}, '')`, sql`coalesce(${table.engraving}, '')`),
    index('cart_items_product_idx').on(table.productId),
    check('cart_items_quantity_valid', sql`${table.quantity} between 1 and 99`),
  ],
);

/** A redemption of a coupon by a customer's order: the per-customer limit and the history read it. */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: text('id').primaryKey(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order that redeemed it (orders arrive with checkout); null for none recorded. */
    orderId: text('order_id'),
    discountPaise: integer('discount_paise').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (table) => [index('coupon_usages_user_coupon_idx').on(table.userId, table.couponId, table.usedAt)],
);
