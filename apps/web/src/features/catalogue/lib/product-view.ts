import type { Product, ProductVariant } from '@aabhushan/shared/schemas/catalogue';
import type { ProductCardData } from '@aabhushan/shared/schemas/product-card';
import { getDiscountPercent } from '@aabhushan/shared/rules/discount';
import { FEATURE_TAG_PREFIX, isBestseller, isFeatured, isFeatureTag, isNewProduct } from '@aabhushan/shared/rules/badges';
import { isInStock } from '@aabhushan/shared/rules/quantity';
import { getActiveVariants } from '@aabhushan/shared/rules/product-images';

// The stock and image rules live in shared (the server needs them too); cards and pickers read them here.
export { isInStock };
export { getActiveVariants, getGalleryImages, getMainImage } from '@aabhushan/shared/rules/product-images';

type Pricing = Product['pricing'];
type Inventory = Product['inventory'];

/**
 * What a card's Add to Cart buys: one of the piece, in its first active variant in stock (the
 * product page's default is the first variant), or the piece itself when it has no variants.
 */
export function getCardPurchase(product: ProductCardData): { variantId: string | null; soldOut: boolean } {
  const variants = getActiveVariants(product);
  if (variants.length === 0) return { variantId: null, soldOut: !isInStock(product.inventory) };
  const available = variants.find((variant) => isInStock(variant.inventory));
  return { variantId: (available ?? variants[0]!)._id, soldOut: !available };
}

export function getPricing(product: Product, variant?: ProductVariant): Pricing {
  return variant?.pricing ?? product.pricing;
}

export function getInventory(product: Product, variant?: ProductVariant): Inventory {
  return variant?.inventory ?? product.inventory;
}

/**
 * What the shopper pays: always the sale price. The data model stores it for every product and
 * variant (NOT NULL; equal to the mrp when nothing is off), and the API filters, sorts, sums
 * facets and builds the price breakup on it, so the page must never show another figure.
 */
export function getPayablePrice(pricing: Pricing): number {
  return pricing.salePrice;
}

/** Discount against the mrp; 0 when the mrp is not above the payable price. */
export function getPricingDiscount(pricing: Pricing): number {
  return getDiscountPercent(pricing.mrp, getPayablePrice(pricing));
}

export type ProductBadge = 'new' | 'sale' | 'featured' | 'bestseller' | 'soldOut';

/**
 * Card badges (spec B section 2) in priority order: Sold out, Sale when discounted,
 * New within 30 days, Featured by tag.
 */
export function getCardBadges(product: ProductCardData, now: Date = new Date()): ProductBadge[] {
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

/** Chain-length options (spec B: "chain length select"): every option is a chain length. */
export function isChainLengthSet(variants: readonly ProductVariant[]): boolean {
  return (
    variants.length > 0 &&
    variants.every((variant) => variant.attributes.some((attribute) => /^chain\s*length$/i.test(attribute.name.trim())))
  );
}

/** Feature lines from the tags that start with 'feature:' (spec B section 2), in their order. */
export function getFeatureTags(tags: readonly string[]): string[] {
  return tags
    .filter(isFeatureTag)
    .map((tag) => tag.slice(FEATURE_TAG_PREFIX.length).trim())
    .filter((feature) => feature !== '');
}
