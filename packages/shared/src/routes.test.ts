import { describe, expect, it } from 'vitest';
import { pageRows } from './pages/page-manifest';
import { getPageName, isKnownPagePath } from './routes';

const REDIRECTS = Object.fromEntries(pageRows().flatMap((page) => (page.redirect ? [[page.path, page.redirect]] : [])));

describe('isKnownPagePath', () => {
  it('knows the built pages, with parameters and trailing slashes', () => {
    expect(isKnownPagePath('/')).toBe(true);
    expect(isKnownPagePath('/home')).toBe(true);
    expect(isKnownPagePath('/product/gold-ring')).toBe(true);
    expect(isKnownPagePath('/products/')).toBe(true);
    expect(isKnownPagePath('/product-detail?id=1')).toBe(true);
    expect(isKnownPagePath('/categories')).toBe(true);
  });

  it('knows the account pages and their aliases', () => {
    for (const path of ['/login', '/user/login', '/signup', '/forgot-password', '/reset-password', '/access-denied', '/profile', '/user-profile', '/orders']) {
      expect(isKnownPagePath(path)).toBe(true);
    }
    expect(isKnownPagePath('/profile/extra')).toBe(false);
    expect(isKnownPagePath('/wishlist/shared/Zx9_-token')).toBe(true);
    expect(isKnownPagePath('/wishlist/shared')).toBe(false);
  });

  it('sends the aliases to their pages', () => {
    expect(REDIRECTS['/user/login']).toBe('/login');
    expect(REDIRECTS['/user-profile']).toBe('/profile');
  });

  it('knows the policy pages by their address (the server finds whether one is written) and sends the legal aliases to them', () => {
    expect(isKnownPagePath('/page/privacy-policy')).toBe(true);
    expect(isKnownPagePath('/page/terms-of-service')).toBe(true);
    expect(isKnownPagePath('/page')).toBe(false);
    expect(isKnownPagePath('/page/terms/extra')).toBe(false);
    expect(isKnownPagePath('/page/shipping-policy')).toBe(true);
    expect(REDIRECTS['/privacy-policy']).toBe('/page/privacy-policy');
    expect(REDIRECTS['/privacy']).toBe('/page/privacy-policy');
    expect(REDIRECTS['/terms']).toBe('/page/terms-of-service');
    expect(REDIRECTS['/terms-of-service']).toBe('/page/terms-of-service');
    for (const alias of ['/privacy-policy', '/privacy', '/terms', '/terms-of-service']) expect(isKnownPagePath(alias)).toBe(true);
  });

  it('knows the store\'s content pages', () => {
    for (const path of ['/contact', '/blog', '/blog/how-to-store-gold-jewellery', '/faq']) expect(isKnownPagePath(path)).toBe(true);
    expect(isKnownPagePath('/blog/a/b')).toBe(false);
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
