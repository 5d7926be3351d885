import type { Product, ProductVariant } from '@aabhushan/shared/schemas/catalogue';
import type { ProductCardData } from '@aabhushan/shared/schemas/product-card';

/** A complete product as the API returns it; override what a test cares about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    name: { en: 'Ruby Halo Ring', hi: 'रूबी हेलो अंगूठी' },
    slug: 'ruby-halo-ring',
    description: { short: { en: 'A ruby ringed with diamonds.' }, long: { en: 'Long story of the ring.' } },
    pricing: { basePrice: 45000, salePrice: 45000, mrp: 45000 },
    images: [
      { url: '/media/art/ring-1.svg', altText: 'Ruby Halo Ring, front', isPrimary: true },
      { url: '/media/art/ring-2.svg', altText: 'Ruby Halo Ring, side', isPrimary: false },
    ],
    rating: 0,
    ratingCount: 0,
    attributes: [{ name: 'Metal', value: '18K Yellow Gold', label: { en: 'Metal' }, displayValue: { en: '18K Yellow Gold' } }],
    specifications: [],
    inventory: { quantity: 20, maxOrderQuantity: 10, inStock: true },
    engraving: null,
    variants: [],
    tags: [],
    categoryId: 'c1',
    category: { _id: 'c1', name: { en: 'Rings', hi: 'अंगूठियाँ' }, slug: 'rings' },
    brand: null,
    vendorInfo: { storeName: 'Aabhushan', rating: 0, totalReviews: 0 },
    shippingInfo: { shippingClass: 'standard', codAvailable: true, freeShipping: false },
    isActive: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    hallmark: null,
    priceBreakup: null,
    ...overrides,
  };
}

/** The compact card the lists answer for a product (`view=card`), as the API builds it. */
export function toCard(product: Product): ProductCardData {
  const primary = product.images.find((image) => image.isPrimary) ?? product.images[0];
  return {
    _id: product._id,
    name: product.name,
    slug: product.slug,
    pricing: product.pricing,
    images: primary ? [primary] : [],
    rating: product.rating,
    ratingCount: product.ratingCount,
    inventory: product.inventory,
    tags: product.tags.filter((tag) => !tag.startsWith('feature:')),
    category: product.category,
    createdAt: product.createdAt,
    variants: product.variants.map(({ _id, isActive, inventory }) => ({ _id, isActive, inventory })),
  };
}

export function makeVariant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    _id: 'v1',
    variantName: 'Size 12',
    attributes: [{ name: 'Size', value: '12', displayValue: { en: 'Size 12' } }],
    images: [],
    pricing: { basePrice: 45000, salePrice: 45000, mrp: 45000 },
    inventory: { quantity: 5, maxOrderQuantity: 10, inStock: true },
    isActive: true,
    priceBreakup: null,
    ...overrides,
  };
}
