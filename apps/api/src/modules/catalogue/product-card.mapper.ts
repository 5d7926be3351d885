import { isFeatureTag } from '@aabhushan/shared/rules/badges';
import type { ProductCardData } from '@aabhushan/shared/schemas/product-card';
import { toInventory, toPricing } from './catalogue.mapper';
import type { ProductRecord } from './catalogue.repository';

/** The compact card of a product (schemas/product-card.ts): the full product's fields a card reads. */
export function toProductCardJson({ product, category, variants }: ProductRecord): ProductCardData {
  const primary = product.images.find((image) => image.isPrimary) ?? product.images[0];
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug,
    pricing: toPricing(product),
    images: primary ? [primary] : [],
    rating: Number(product.ratingAverage),
    ratingCount: product.ratingCount,
    inventory: toInventory(product),
    tags: product.tags.filter((tag) => !isFeatureTag(tag)),
    category: { _id: category.id, name: category.name, slug: category.slug },
    createdAt: product.createdAt.toISOString(),
    variants: variants.map((variant) => ({ _id: variant.id, isActive: variant.isActive, inventory: toInventory(variant) })),
  };
}
