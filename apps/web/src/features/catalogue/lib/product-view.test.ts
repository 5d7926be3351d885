import { describe, expect, it } from 'vitest';
import { makeProduct, makeVariant } from '../../../test/fixtures';
import {
  acceptQuantity,
  getDetailBadges,
  getGalleryImages,
  getMainImage,
  getMaxPurchasable,
  getPayablePrice,
} from './product-view';

describe('product view rules', () => {
  it('main image: first variant image, else first product image, else none', () => {
    const variantImage = { url: '/v.svg', altText: 'v', isPrimary: true };
    const product = makeProduct();
    expect(getMainImage(product, makeVariant({ images: [variantImage] }))?.url).toBe('/v.svg');
    expect(getMainImage(product, makeVariant({ images: [] }))?.url).toBe('/media/art/ring-1.svg');
    expect(getMainImage(makeProduct({ images: [] }))).toBeUndefined();
  });

  it('puts the primary image first and keeps the rest in order', () => {
    const images = [
      { url: '/a', altText: '', isPrimary: false },
      { url: '/b', altText: '', isPrimary: true },
      { url: '/c', altText: '', isPrimary: false },
    ];
    expect(getGalleryImages(makeProduct({ images })).map((i) => i.url)).toEqual(['/b', '/a', '/c']);
  });

  it('purchasable quantity is 1 to 10, capped by stock and maxOrderQuantity', () => {
    expect(getMaxPurchasable({ quantity: 50, maxOrderQuantity: 20, inStock: true })).toBe(10);
    expect(getMaxPurchasable({ quantity: 4, maxOrderQuantity: 20, inStock: true })).toBe(4);
    expect(getMaxPurchasable({ quantity: 50, maxOrderQuantity: 2, inStock: true })).toBe(2);
    expect(getMaxPurchasable({ quantity: 0, maxOrderQuantity: 5, inStock: false })).toBe(0);
    expect(getMaxPurchasable({ quantity: 3, maxOrderQuantity: 5, inStock: false })).toBe(0);
  });

  it('ignores out-of-range quantity changes', () => {
    expect(acceptQuantity(3, 4, 10)).toBe(4);
    expect(acceptQuantity(3, 0, 10)).toBe(3);
    expect(acceptQuantity(3, 11, 50)).toBe(3);
    expect(acceptQuantity(3, 6, 5)).toBe(3);
    expect(acceptQuantity(3, Number.NaN, 5)).toBe(3);
  });

  it('pays the sale price, or the base price when no sale price is set', () => {
    expect(getPayablePrice({ basePrice: 100, salePrice: 80, mrp: 120 })).toBe(80);
    expect(getPayablePrice({ basePrice: 100, salePrice: 0, mrp: 120 })).toBe(100);
  });

  it('detail badges: New within 30 days and Bestseller by tag', () => {
    const now = new Date('2024-06-01T00:00:00.000Z');
    const product = makeProduct({ createdAt: '2024-05-15T00:00:00.000Z', tags: ['bestseller'] });
    expect(getDetailBadges(product, now)).toEqual(['new', 'bestseller']);
    expect(getDetailBadges(makeProduct(), now)).toEqual([]);
  });
});
