import { describe, expect, it } from 'vitest';
import { isBestseller, isFeatured, isFeatureTag, isNewProduct } from './badges';

const now = new Date('2026-11-21T12:00:00Z');

describe('isNewProduct', () => {
  it('is new within 30 days', () => {
    expect(isNewProduct('2026-11-20T12:00:00Z', now)).toBe(true);
    expect(isNewProduct('2026-10-22T12:00:00Z', now)).toBe(true);
  });

  it('is not new after 30 days, in the future, or with a bad date', () => {
    expect(isNewProduct('2026-10-22T11:59:59Z', now)).toBe(false);
    expect(isNewProduct('2026-12-01T00:00:00Z', now)).toBe(false);
    expect(isNewProduct('not a date', now)).toBe(false);
  });
});

describe('tag badges', () => {
  it('reads bestseller and featured from tags', () => {
    expect(isBestseller(['bestseller', 'gold'])).toBe(true);
    expect(isBestseller(['featured'])).toBe(false);
    expect(isFeatured(['featured'])).toBe(true);
    expect(isFeatured([])).toBe(false);
  });
});

describe('isFeatureTag', () => {
  it('tells the product page\'s feature lines from badge tags, whatever the case', () => {
    expect(isFeatureTag('feature:BIS Hallmarked')).toBe(true);
    expect(isFeatureTag('Feature:Lifetime exchange')).toBe(true);
    expect(isFeatureTag('featured')).toBe(false);
    expect(isFeatureTag('bestseller')).toBe(false);
  });
});
