import { describe, expect, it } from 'vitest';
import { getPageName, isKnownPagePath } from './routes';

describe('isKnownPagePath', () => {
  it('knows the built pages, with parameters and trailing slashes', () => {
    expect(isKnownPagePath('/')).toBe(true);
    expect(isKnownPagePath('/home')).toBe(true);
    expect(isKnownPagePath('/product/gold-ring')).toBe(true);
    expect(isKnownPagePath('/products/')).toBe(true);
    expect(isKnownPagePath('/product-detail?id=1')).toBe(true);
  });

  it('rejects unknown paths and extra segments', () => {
    expect(isKnownPagePath('/nowhere')).toBe(false);
    expect(isKnownPagePath('/product/a/b')).toBe(false);
    expect(isKnownPagePath('/product')).toBe(false);
  });
});

describe('getPageName', () => {
  it('is the first path segment, home for the root, ignoring the query', () => {
    expect(getPageName('/')).toBe('home');
    expect(getPageName('/products?category=rings')).toBe('products');
    expect(getPageName('/product/gold-ring')).toBe('product');
  });
});
