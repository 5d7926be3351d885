import { describe, expect, it } from 'vitest';
import { pageRows } from './pages/page-manifest';
import { isKnownStaffPath, isStaffPath } from './staff-routes';

describe('the staff side\'s paths', () => {
  it('are /admin and below, nothing else', () => {
    expect(['/admin', '/admin/', '/admin/products/new'].map(isStaffPath)).toEqual([true, true, true]);
    expect(['/administrator', '/home', '/products/admin'].map(isStaffPath)).toEqual([false, false, false]);
  });

  it('know their screens, with parameters', () => {
    expect(['/admin', '/admin/products/abc', '/admin/orders/abc', '/admin/rates/'].map(isKnownStaffPath)).toEqual([true, true, true, true]);
    expect(['/admin/products/abc/deeper', '/admin/unknown'].map(isKnownStaffPath)).toEqual([false, false]);
    // The gold plans' own screens, opened directly (a bookmark, a reload).
    expect(['/admin/gold-plans/plans', '/admin/gold-plans/new', '/admin/gold-plans/abc'].map(isKnownStaffPath)).toEqual([true, true, true]);
  });

  it('are not among the storefront\'s paths (which every storefront page loads)', () => {
    expect(pageRows().map((page) => page.path).filter((path) => isStaffPath(path))).toEqual([]);
  });
});
