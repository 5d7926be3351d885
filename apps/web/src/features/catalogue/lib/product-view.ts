import type { Product, ProductImage, ProductVariant } from '@aabhushan/shared/schemas/catalogue';
import { getDiscountPercent } from '@aabhushan/shared/rules/discount';
import { isBestseller, isFeatured, isNewProduct } from '@aabhushan/shared/rules/badges';

type Pricing = Product['pricing'];
type Inventory = Product['inventory'];

/** The detail page sells 1 to 10 of a piece at a time (spec B sections 5 and 9). */
export const DETAIL_MAX_QUANTITY = 10;

export function getActiveVariants(product: Product): ProductVariant[] {
  return product.variants.filter((variant) => variant.isActive);
}

/** Primary image first, the rest in their given order. */
function primaryFirst(images: readonly ProductImage[]): ProductImage[] {
  return [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
}

/** Gallery images: the variant's own when it has some, else the product's. */
export function getGalleryImages(product: Product, variant?: ProductVariant): ProductImage[] {
  if (variant && variant.images.length > 0) return primaryFirst(variant.images);
  return primaryFirst(product.images);
}

/** First variant image, else first product image, else none (the caller shows a placeholder). */
export function getMainImage(product: Product, variant?: ProductVariant): ProductImage | undefined {
  return getGalleryImages(product, variant)[0];
}

export function getPricing(product: Product, variant?: ProductVariant): Pricing {
  return variant?.pricing ?? product.pricing;
}

export function getInventory(product: Product, variant?: ProductVariant): Inventory {
  return variant?.inventory ?? product.inventory;
}

/** What the shopper pays: the sale price, or the base price when no sale price is set. */
export function getPayablePrice(pricing: Pricing): number {
  return pricing.salePrice > 0 ? pricing.salePrice : pricing.basePrice;
}

/** Discount against the mrp; 0 when the mrp is not above the payable price. */
export function getPricingDiscount(pricing: Pricing): number {
  return getDiscountPercent(pricing.mrp, getPayablePrice(pricing));
}

export function isInStock(inventory: Inventory): boolean {
  return inventory.inStock && inventory.quantity > 0;
}

/** Largest quantity the shopper may pick: 10, capped by stock and maxOrderQuantity; 0 when sold out. */
export function getMaxPurchasable(inventory: Inventory): number {
  if (!isInStock(inventory)) return 0;
  const orderCap = inventory.maxOrderQuantity > 0 ? inventory.maxOrderQuantity : DETAIL_MAX_QUANTITY;
  return Math.max(0, Math.min(DETAIL_MAX_QUANTITY, inventory.quantity, orderCap));
}

/** The quantity after a requested change: out-of-range or non-whole requests are ignored. */
export function acceptQuantity(current: number, requested: number, max: number): number {
  const ok = Number.isInteger(requested) && requested >= 1 && requested <= Math.min(DETAIL_MAX_QUANTITY, max);
  return ok ? requested : current;
}

export type ProductBadge = 'new' | 'sale' | 'featured' | 'bestseller' | 'soldOut';

/**
 * Card badges (spec B section 2) in priority order: Sold out, Sale when discounted,
 * New within 30 days, Featured by tag.
 */
export function getCardBadges(product: Product, now: Date = new Date()): ProductBadge[] {
  const badges: ProductBadge[] = [];
  if (!isInStock(product.inventory)) badges.push('soldOut');
  if (getPricingDiscount(product.pricing) > 0) badges.push('sale');
  if (isNewProduct(product.createdAt, now)) badges.push('new');
  if (isFeatured(product.tags)) badges.push('featured');
  return badges;
}

/** Detail badges (spec B section 2): New within 30 days, Bestseller by tag. */
export function getDetailBadges(product: Product, now: Date = new Date()): ProductBadge[] {
  const badges: ProductBadge[] = [];
  if (isNewProduct(product.createdAt, now)) badges.push('new');
  if (isBestseller(product.tags)) badges.push('bestseller');
  return badges;
}
