import type { ProductImage } from '../schemas/catalogue';

/** The variants a shopper can pick, in the product's order (works on full products and cards). */
export function getActiveVariants<V extends { isActive: boolean }>(product: { variants: V[] }): V[] {
  return product.variants.filter((variant) => variant.isActive);
}

/** Primary image first, the rest in their given order. */
function primaryFirst(images: readonly ProductImage[]): ProductImage[] {
  return [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
}

/** Gallery images: the variant's own when it has some, else the product's. */
export function getGalleryImages(product: { images: readonly ProductImage[] }, variant?: { images: readonly ProductImage[] }): ProductImage[] {
  if (variant && variant.images.length > 0) return primaryFirst(variant.images);
  return primaryFirst(product.images);
}

/** First variant image, else first product image, else none (the caller shows a placeholder). */
export function getMainImage(product: { images: readonly ProductImage[] }, variant?: { images: readonly ProductImage[] }): ProductImage | undefined {
  return getGalleryImages(product, variant)[0];
}

/**
 * The image a product page opens on: its first active variant's (the page's default choice),
 * else the product's. The server preloads it; the page shows it first.
 */
export function getOpeningImage(product: { images: readonly ProductImage[]; variants: Array<{ isActive: boolean; images: readonly ProductImage[] }> }): ProductImage | undefined {
  return getMainImage(product, getActiveVariants(product)[0]);
}
