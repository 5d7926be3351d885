import { describe, expect, it } from 'vitest';
import { getOpeningImage } from './product-images';

const image = (url: string, isPrimary = false) => ({ url, altText: url, isPrimary });

describe('the image a product page opens on', () => {
  it('is the primary image of the first active variant when that variant has images', () => {
    const product = {
      images: [image('/p1.svg', true)],
      variants: [
        { isActive: false, images: [image('/retired.svg', true)] },
        { isActive: true, images: [image('/v1.svg'), image('/v1-primary.svg', true)] },
        { isActive: true, images: [image('/v2.svg', true)] },
      ],
    };
    expect(getOpeningImage(product)?.url).toBe('/v1-primary.svg');
  });

  it("is the product's primary image when the first variant has none, or there are no variants", () => {
    const images = [image('/p1.svg'), image('/p2.svg', true)];
    expect(getOpeningImage({ images, variants: [{ isActive: true, images: [] }] })?.url).toBe('/p2.svg');
    expect(getOpeningImage({ images, variants: [] })?.url).toBe('/p2.svg');
    expect(getOpeningImage({ images: [image('/only.svg')], variants: [] })?.url).toBe('/only.svg');
  });

  it('is none for a product without images (the page shows its placeholder)', () => {
    expect(getOpeningImage({ images: [], variants: [] })).toBeUndefined();
  });
});
