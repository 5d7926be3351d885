import { describe, expect, it } from 'vitest';
import { href, matchPage, pageOf, pageRows, type PageId } from './page-manifest';

const rows = pageRows();
const paramsOf = (path: string) => [...path.matchAll(/:([^/]+)/g)].map((match) => match[1]!);

describe('the page manifest', () => {
  it('gives every page its own id and its own path', () => {
    expect(new Set(rows.map((page) => page.id)).size).toBe(rows.length);
    expect(new Set(rows.map((page) => page.path)).size).toBe(rows.length);
  });

  it('has patterns that parse: absolute, no trailing slash, each parameter a whole named segment', () => {
    for (const { path } of rows) {
      expect(path, path).toMatch(/^\/$|^(\/(:[a-z][a-zA-Z]*|[a-z0-9-]+))+$/);
      expect(new Set(paramsOf(path)).size, path).toBe(paramsOf(path).length);
    }
  });

  it('builds addresses with href() that match their own page, parameters round-tripped', () => {
    for (const page of rows) {
      const params = Object.fromEntries(paramsOf(page.path).map((name) => [name, `a b/${name}`]));
      const address = (href as (id: string, params?: Record<string, string>) => string)(page.id, params);
      const match = matchPage(address);
      expect(match?.page.id, page.id).toBe(page.id);
      for (const [name, value] of Object.entries(params)) expect(decodeURIComponent(match!.params[name]!)).toBe(value);
    }
    expect(href('product', { slug: 'gold ring' }, { size: '12' })).toBe('/product/gold%20ring?size=12');
    expect(href('products', {}, { category: 'rings' })).toBe('/products?category=rings');
    expect(href('home')).toBe('/home');
  });

  it('redirects only to pages that draw something', () => {
    for (const page of rows.filter((row) => row.redirect)) {
      const target = matchPage(page.redirect!);
      expect(target, page.id).toBeDefined();
      expect(target!.page.redirect, page.id).toBeUndefined();
    }
  });

  it('draws first views only of pages that are not redirects, from page modules', () => {
    for (const page of rows.filter((row) => row.draw)) {
      expect(page.redirect, page.id).toBeUndefined();
      expect(page.draw).toMatch(/^[a-z-]+\/[a-z-]+-page$/);
    }
  });

  it('finds a page by its id, and none for unknown paths', () => {
    expect(pageOf('blog-post' satisfies PageId).path).toBe('/blog/:slug');
    expect(matchPage('/nowhere')).toBeUndefined();
    expect(matchPage('/blog/a/b')).toBeUndefined();
    expect(matchPage('/products/?page=2')?.page.id).toBe('products');
  });
});
