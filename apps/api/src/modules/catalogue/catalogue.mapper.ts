import { paiseToRupees } from '@aabhushan/shared/rules/money';
import type { Brand, Category, Product, ProductVariant } from '@aabhushan/shared/schemas/catalogue';
import { toHallmarkJson, toPriceBreakupJson } from '../settings/price-breakup';
import type { Valuation } from '../settings/store-snapshot';
import type { BrandRow, CategoryRow, ProductRecord, ProductRow, VariantRow } from './catalogue.repository';

/** The store's own storefront sells every product; vendor figures mirror the product's rating. */
export const STORE_NAME = 'Aabhushan';

export function toPricing(row: { basePricePaise: number; salePricePaise: number; mrpPaise: number }) {
  return {
    basePrice: paiseToRupees(row.basePricePaise),
    salePrice: paiseToRupees(row.salePricePaise),
    mrp: paiseToRupees(row.mrpPaise),
  };
}

export function toInventory(row: { stockQuantity: number; maxOrderQuantity: number }) {
  return { quantity: row.stockQuantity, maxOrderQuantity: row.maxOrderQuantity, inStock: row.stockQuantity > 0 };
}

/** A variant shares its product's metal and stones; its own price sets its breakup. */
export function toVariantJson(row: VariantRow, product: ProductRow, valuation: Valuation): ProductVariant {
  return {
    _id: row.id,
    variantName: row.variantName,
    attributes: row.attributes,
    images: row.images,
    pricing: toPricing(row),
    inventory: toInventory(row),
    isActive: row.isActive,
    priceBreakup: toPriceBreakupJson(product, row.salePricePaise, valuation),
  };
}

export function toBrandJson(row: BrandRow): Brand {
  return { _id: row.id, name: { en: row.name }, slug: row.slug, logo: row.logoUrl };
}

export function toCategoryJson(row: CategoryRow, productCount: number): Category {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: { short: row.shortDescription },
    images: { thumbnail: row.thumbnailUrl, icon: row.iconUrl },
    attributes: row.attributes,
    isFeatured: row.isFeatured,
    analytics: { productCount },
  };
}

/** The product as the API answers it, its breakups at `valuation` (the request's metal and GST rates). */
export function toProductJson({ product, category, brand, variants }: ProductRecord, valuation: Valuation): Product {
  const rating = Number(product.ratingAverage);
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug,
    description: { short: product.shortDescription, long: product.longDescription },
    pricing: toPricing(product),
    images: product.images,
    rating,
    ratingCount: product.ratingCount,
    attributes: product.attributes,
    specifications: product.specifications,
    inventory: toInventory(product),
    variants: variants.map((variant) => toVariantJson(variant, product, valuation)),
    tags: product.tags,
    categoryId: product.categoryId,
    category: { _id: category.id, name: category.name, slug: category.slug },
    brand: brand ? toBrandJson(brand) : null,
    vendorInfo: { storeName: STORE_NAME, rating, totalReviews: product.ratingCount },
    shippingInfo: {
      shippingClass: product.shippingClass,
      codAvailable: product.codAvailable,
      freeShipping: product.freeShipping,
    },
    engraving: product.engravingMaxLength === null ? null : { maxLength: product.engravingMaxLength },
    isActive: product.isActive,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    hallmark: toHallmarkJson(product),
    priceBreakup: toPriceBreakupJson(product, product.salePricePaise, valuation),
  };
}
