import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One wishlist per customer, created on first use. `items_moved_to_cart` counts moves into the
 * cart over the wishlist's life; `last_activity_at` is the last add, remove, clear or move.
 * A shared wishlist has a share token: its SHA-256 finds the wishlist from the link, and the token
 * sealed under DATA_KEY gives the owner the same link again; both are null when not shared.
 * `view_count` counts opens of the link, `share_count` the owner's requests for it.
 */
export const wishlists = pgTable(
  'wishlists',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('My Wishlist'),
    isPublic: boolean('is_public').notNull().default(false),
    notifyOnPriceChanges: boolean('notify_on_price_changes').notNull().default(true),
    notifyOnStockChanges: boolean('notify_on_stock_changes').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    itemsMovedToCart: integer('items_moved_to_cart').notNull().default(0),
    shareTokenHash: text('share_token_hash'),
    shareTokenSealed: text('share_token_sealed'),
    lastActivityAt: at('last_activity_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wishlists_user_key').on(table.userId), uniqueIndex('wishlists_share_token_key').on(table.shareTokenHash)],
);

/** A product kept in a wishlist, once per wishlist; the sale price at add time shows a later drop. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: text('id').primaryKey(),
    wishlistId: text('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priority: text('priority').notNull().default('MEDIUM'),
    notifyOnPriceDown: boolean('notify_on_price_down').notNull().default(false),
    notifyOnStock: boolean('notify_on_stock').notNull().default(false),
    priceAtAddPaise: integer('price_at_add_paise').notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_items_wishlist_product_key').on(table.wishlistId, table.productId),
    index('wishlist_items_product_idx').on(table.productId),
    check('wishlist_items_priority_valid', sql`${table.priority} in ('LOW', 'MEDIUM', 'HIGH')`),
  ],
);

/**
 * The alerts a wishlist item has been sent (issue 13): one per item, kind and change, so a change
 * of price or stock is announced once however often it is saved or retried.
 */
export const wishlistAlerts = pgTable(
  'wishlist_alerts',
  {
    id: text('id').primaryKey(),
    wishlistItemId: text('wishlist_item_id')
      .notNull()
      .references(() => wishlistItems.id, { onDelete: 'cascade' }),
    /** 'price-down' or 'back-in-stock'. */
    kind: text('kind').notNull(),
    /** What changed: the new price in paise, or the moment the piece came back. */
    changeKey: text('change_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wishlist_alerts_once_key').on(table.wishlistItemId, table.kind, table.changeKey)],
);
