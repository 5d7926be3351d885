import { z } from 'zod';
import { CART_MAX_QUANTITY } from '../rules/quantity';
import { envelopeSchema, localizedTextSchema } from './common';
import { imageSchema, pricingSchema } from './catalogue';
import { WISHLIST_MESSAGES } from './wishlist-messages';

/** Priorities a shopper can give an item; MEDIUM by default (spec B section 9). */
export const WISHLIST_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type WishlistPriority = (typeof WISHLIST_PRIORITIES)[number];
export const WISHLIST_DEFAULT_NAME = 'My Wishlist';

const productIdField = z
  .string({ error: WISHLIST_MESSAGES.invalidProduct })
  .trim()
  .min(1, { error: WISHLIST_MESSAGES.invalidProduct })
  .max(200, { error: WISHLIST_MESSAGES.invalidProduct });

/** POST /api/wishlist/add (spec B section 3: defaults MEDIUM, false, false). */
export const wishlistAddSchema = z.object({
  productId: productIdField,
  priority: z.enum(WISHLIST_PRIORITIES, { error: WISHLIST_MESSAGES.invalidPriority }).default('MEDIUM'),
  notifyOnPriceDown: z.boolean({ error: WISHLIST_MESSAGES.invalidFlag }).default(false),
  notifyOnStock: z.boolean({ error: WISHLIST_MESSAGES.invalidFlag }).default(false),
});
export type WishlistAdd = z.input<typeof wishlistAddSchema>;

export const wishlistProductParamsSchema = z.object({ productId: productIdField });

/** POST /api/v1/cart/move-from-wishlist (spec A section 7): quantity 1 to 99 like any cart line. */
export const moveFromWishlistSchema = z.object({
  wishlistItemId: z
    .string({ error: WISHLIST_MESSAGES.notInWishlist })
    .trim()
    .min(1, { error: WISHLIST_MESSAGES.notInWishlist })
    .max(200, { error: WISHLIST_MESSAGES.notInWishlist }),
  quantity: z
    .number({ error: WISHLIST_MESSAGES.invalidQuantity })
    .int({ error: WISHLIST_MESSAGES.invalidQuantity })
    .min(1, { error: WISHLIST_MESSAGES.invalidQuantity })
    .max(CART_MAX_QUANTITY, { error: WISHLIST_MESSAGES.invalidQuantity })
    .default(1),
});
export type MoveFromWishlist = z.input<typeof moveFromWishlistSchema>;

/** The product as the wishlist shows it (spec: productId may be an object). Prices in rupees. */
export const wishlistProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  name: localizedTextSchema,
  pricing: pricingSchema,
  images: z.array(imageSchema),
  /** True when the product has variants: moving it to the cart then needs the shopper to pick one. */
  hasVariants: z.boolean(),
});

export const wishlistItemSchema = z.object({
  _id: z.string(),
  productId: wishlistProductSchema,
  addedAt: z.string(),
  priority: z.enum(WISHLIST_PRIORITIES),
  notifyOnPriceDown: z.boolean(),
  notifyOnStock: z.boolean(),
  /** Active and in stock now. */
  isAvailable: z.boolean(),
  /** Sale price in rupees when the item was added; `priceDropped` compares it with today's. */
  priceWhenAdded: z.number(),
  priceDropped: z.boolean(),
  productSnapshot: z.object({
    /** English, as the spec has it; `localizedName` holds the name in each language. */
    name: z.string(),
    localizedName: localizedTextSchema,
    image: z.string(),
    brand: z.string(),
    slug: z.string(),
    currentPrice: z.number(),
    originalPrice: z.number(),
    salePrice: z.number(),
    isInStock: z.boolean(),
  }),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistSchema = z.object({
  _id: z.string(),
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  items: z.array(wishlistItemSchema),
  collections: z.array(z.string()),
  settings: z.object({
    isPublic: z.boolean(),
    allowComments: z.boolean(),
    notifyOnPriceChanges: z.boolean(),
    notifyOnStockChanges: z.boolean(),
  }),
  analytics: z.object({
    viewCount: z.number().int(),
    shareCount: z.number().int(),
    itemsMovedToCart: z.number().int(),
    /** Sum of the current sale prices, rupees. */
    totalValue: z.number(),
    /** Last add, remove, clear or move; null before the first. */
    lastActivity: z.string().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  itemCount: z.number().int(),
  totalItems: z.number().int(),
  availableItemsCount: z.number().int(),
  totalValue: z.number(),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

/** GET /api/wishlist: the spec reads the wishlist from `message`; it is also in `data`. */
export const wishlistGetEnvelopeSchema = z.object({ success: z.boolean(), message: wishlistSchema, data: wishlistSchema });
/** add, remove and clear answer the updated wishlist in `data`. */
export const wishlistEnvelopeSchema = envelopeSchema(wishlistSchema);
export const wishlistTestEnvelopeSchema = envelopeSchema(z.object({ ok: z.boolean(), time: z.string() }));

/** Re-exported for the schema's callers; import it from ./wishlist-messages where zod is not wanted. */
export { WISHLIST_MESSAGES };
