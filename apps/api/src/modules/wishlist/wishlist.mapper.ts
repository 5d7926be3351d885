import { paiseToRupees } from '@aabhushan/shared/rules/money';
import { WISHLIST_DEFAULT_NAME, type Wishlist, type WishlistItem, type WishlistPriority } from '@aabhushan/shared/schemas/wishlist';
import type { ItemRecord, WishlistRow } from './wishlist.repository';

/** A product without images gives an empty url: the storefront draws its own fallback. */
const NO_IMAGE = '';

/** In stock now: the product itself, or any active variant of it with stock. */
function isItemAvailable(record: ItemRecord): boolean {
  const { product } = record;
  if (!product.isActive) return false;
  return record.activeVariants > 0 ? record.stockedVariants > 0 : product.stockQuantity > 0;
}

export function toWishlistItemJson(record: ItemRecord): WishlistItem {
  const { item, product } = record;
  const available = isItemAvailable(record);
  const image = product.images.find((candidate) => candidate.isPrimary) ?? product.images[0];
  const pricing = {
    basePrice: paiseToRupees(product.basePricePaise),
    salePrice: paiseToRupees(product.salePricePaise),
    mrp: paiseToRupees(product.mrpPaise),
  };
  return {
    _id: item.id,
    productId: { _id: product.id, id: product.id, slug: product.slug, name: product.name, pricing, images: product.images, hasVariants: record.activeVariants > 0 },
    addedAt: item.addedAt.toISOString(),
    priority: item.priority as WishlistPriority,
    notifyOnPriceDown: item.notifyOnPriceDown,
    notifyOnStock: item.notifyOnStock,
    isAvailable: available,
    priceWhenAdded: paiseToRupees(item.priceAtAddPaise),
    priceDropped: product.salePricePaise < item.priceAtAddPaise,
    productSnapshot: {
      name: product.name.en,
      localizedName: product.name,
      image: image?.url ?? NO_IMAGE,
      brand: record.brandName ?? '',
      slug: product.slug,
      currentPrice: pricing.salePrice,
      originalPrice: pricing.mrp,
      salePrice: pricing.salePrice,
      isInStock: available,
    },
  };
}

/**
 * The wishlist as the storefront reads it. `isPublic` says whether a share link is live (anyone
 * holding it can see the list; nobody can find it otherwise); viewCount counts opens of that
 * link and shareCount the owner's requests for it (wishlist-share.service.ts).
 */
export function toWishlistJson(row: WishlistRow, records: ItemRecord[]): Wishlist {
  const items = records.map(toWishlistItemJson);
  const totalValuePaise = records.reduce((sum, record) => sum + record.product.salePricePaise, 0);
  const totalValue = paiseToRupees(totalValuePaise);
  return {
    _id: row.id,
    id: row.id,
    userId: row.userId,
    name: row.name || WISHLIST_DEFAULT_NAME,
    items,
    collections: [],
    settings: {
      isPublic: row.shareTokenHash !== null,
      allowComments: false,
      notifyOnPriceChanges: row.notifyOnPriceChanges,
      notifyOnStockChanges: row.notifyOnStockChanges,
    },
    analytics: {
      viewCount: row.viewCount,
      shareCount: row.shareCount,
      itemsMovedToCart: row.itemsMovedToCart,
      totalValue,
      lastActivity: row.lastActivityAt?.toISOString() ?? null,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    itemCount: items.length,
    totalItems: items.length,
    availableItemsCount: items.filter((item) => item.isAvailable).length,
    totalValue,
  };
}
