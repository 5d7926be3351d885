import type { CartItem } from '@aabhushan/shared/schemas/cart';

/** A cart line as GET /api/v1/cart answers it (an engraved gold band), for storefront tests. */
export function makeCartLine(overrides: Partial<CartItem> = {}): CartItem {
  return {
    _id: 'l1',
    id: 'l1',
    productId: 'p1',
    variantId: null,
    productSnapshot: { name: 'Gold Band', image: '', slug: 'gold-band', brand: 'Aabhushan' },
    salePrice: 10_300,
    originalPrice: 10_300,
    isAvailable: true,
    unavailableReason: null,
    quantity: 1,
    maxQuantity: 5,
    lineTotal: 10_300,
    name: 'Gold Band',
    localizedName: { en: 'Gold Band' },
    image: '',
    price: 10_300,
    variant: null,
    customizations: {},
    engraving: 'A ♥ R',
    engravingMaxLength: 12,
    product: { _id: 'p1', slug: 'gold-band', categoryId: 'c1', pricing: { basePrice: 10_000, salePrice: 10_300, mrp: 10_300 } },
    addedAt: '2026-11-29T09:00:00.000Z',
    ...overrides,
  };
}
