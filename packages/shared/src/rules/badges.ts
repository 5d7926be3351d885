/** The New badge window: products created within the last 30 days. */
export const NEW_PRODUCT_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** New if created within 30 days of `now` (a product dated in the future is not new yet). */
export function isNewProduct(createdAt: string | Date, now: Date = new Date()): boolean {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return false;
  const age = now.getTime() - created;
  return age >= 0 && age <= NEW_PRODUCT_WINDOW_DAYS * DAY_MS;
}

/** Bestseller if the tags include `bestseller`. */
export function isBestseller(tags: readonly string[]): boolean {
  return tags.includes('bestseller');
}

/** Featured if the tags include `featured`. */
export function isFeatured(tags: readonly string[]): boolean {
  return tags.includes('featured');
}

/** Tags starting with this are the product page's feature lines (spec B section 2), not badges. */
export const FEATURE_TAG_PREFIX = 'feature:';

export function isFeatureTag(tag: string): boolean {
  return tag.toLowerCase().startsWith(FEATURE_TAG_PREFIX);
}
