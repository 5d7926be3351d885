import { z } from 'zod';
import { envelopeSchema } from './common';
import { wishlistItemSchema } from './wishlist';

/** The answers of wishlist sharing: the owner's link, stopping it, and the page it opens. */
export const WISHLIST_SHARE_MESSAGES = {
  shared: 'Your wishlist link is ready',
  stopped: 'Your wishlist is no longer shared',
  sharedLoaded: 'Shared wishlist',
  sharedNotFound: 'This wishlist link is not valid or is no longer shared',
} as const;

/** POST /api/wishlist/share: the link to send; the same one until the owner stops sharing. */
export const wishlistShareSchema = z.object({ url: z.string() });
export const wishlistShareEnvelopeSchema = envelopeSchema(wishlistShareSchema);
export const wishlistShareStoppedEnvelopeSchema = envelopeSchema(z.null());

/** Any text (the server's path limit bounds it): an unknown token of any shape is simply not found. */
export const sharedWishlistParamsSchema = z.object({ token: z.string() });

/**
 * A piece as a shared wishlist shows it: the product card data of the owner's own wishlist
 * without the owner's settings (priority, alerts, the price they first saw), plus the variant
 * Add to Cart buys (the first active one in stock, as on a product card; null without variants).
 */
export const sharedWishlistItemSchema = wishlistItemSchema
  .pick({ _id: true, productId: true, isAvailable: true, productSnapshot: true })
  .extend({ variantId: z.string().nullable() });
export type SharedWishlistItem = z.infer<typeof sharedWishlistItemSchema>;

/** GET /api/public/wishlist/shared/{token}: only the owner's first name is told about them. */
export const sharedWishlistSchema = z.object({
  ownerFirstName: z.string(),
  items: z.array(sharedWishlistItemSchema),
  itemCount: z.number().int(),
  /** Opens of the link so far, this one included. */
  viewCount: z.number().int(),
});
export type SharedWishlist = z.infer<typeof sharedWishlistSchema>;
export const sharedWishlistEnvelopeSchema = envelopeSchema(sharedWishlistSchema);
