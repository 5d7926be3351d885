import { describe, expect, it } from 'vitest';
import { makeProduct, makeVariant } from '../../../test/fixtures';
import {
  getDetailBadges,
  getFeatureTags,
  isChainLengthSet,
  getGalleryImages,
  getMainImage,
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

  it('pays the sale price, the figure the API filters and sorts on', () => {
    expect(getPayablePrice({ basePrice: 120, salePrice: 80, mrp: 120 })).toBe(80);
    expect(getPayablePrice({ basePrice: 120, salePrice: 120, mrp: 120 })).toBe(120);
  });

  it('detail badges: New within 30 days and Bestseller by tag', () => {
    const now = new Date('2024-06-01T00:00:00.000Z');
    const product = makeProduct({ createdAt: '2024-05-15T00:00:00.000Z', tags: ['bestseller'] });
    expect(getDetailBadges(product, now)).toEqual(['new', 'bestseller']);
    expect(getDetailBadges(makeProduct(), now)).toEqual([]);
  });
});

describe('detail helpers', () => {
  it('recognises a set of chain-length options', () => {
    const chain = (id: string) =>
      makeVariant({ _id: id, attributes: [{ name: 'Chain Length', value: '16', displayValue: { en: '16 in' } }] });
    expect(isChainLengthSet([chain('a'), chain('b')])).toBe(true);
    expect(isChainLengthSet([chain('a'), makeVariant()])).toBe(false);
    expect(isChainLengthSet([])).toBe(false);
  });

  it("reads 'feature:' tags as features and ignores the others", () => {
    expect(getFeatureTags(['featured', 'feature:BIS Hallmarked', 'feature: Free polishing', 'feature:'])).toEqual([
      'BIS Hallmarked',
      'Free polishing',
    ]);
  });
});
