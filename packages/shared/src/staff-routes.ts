/**
 * The staff side's page paths (issue 13): a page of its own (apps/web/admin.html) with its own
 * router (apps/web/src/admin/admin-area.tsx). Kept apart from routes.ts, which every storefront
 * page loads: the staff side adds nothing to what shoppers download.
 */
export const STAFF_PAGE_PATHS = [
  '/admin',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/:id',
  '/admin/orders',
  '/admin/orders/:id',
  '/admin/coupons',
  '/admin/coupons/new',
  '/admin/coupons/:id',
  '/admin/categories',
  '/admin/categories/new',
  '/admin/categories/:id',
  '/admin/brands',
  '/admin/brands/new',
  '/admin/brands/:id',
  '/admin/banners',
  '/admin/banners/new',
  '/admin/banners/:id',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/blog/:id',
  '/admin/faqs',
  '/admin/faqs/new',
  '/admin/faqs/:id',
  '/admin/testimonials',
  '/admin/testimonials/new',
  '/admin/testimonials/:id',
  '/admin/team',
  '/admin/team/new',
  '/admin/team/:id',
  '/admin/services',
  '/admin/services/new',
  '/admin/services/:id',
  // Showrooms are only edited (their words in the four languages): no new one.
  '/admin/showrooms',
  '/admin/showrooms/:id',
  '/admin/pages',
  '/admin/pages/new',
  '/admin/pages/:id',
  '/admin/customers',
  '/admin/gold-plans',
  // The plans' list (/plans), a new plan (/new) and a plan's form (/{id}).
  '/admin/gold-plans/:id',
  '/admin/appointments',
  '/admin/enquiries',
  '/admin/rates',
  '/admin/settings',
  '/admin/jobs',
] as const;

/** /admin and below: answered with the staff page, whatever the rest of the path. */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Whether the staff page has a screen at this path (no query string; a trailing slash allowed). */
export function isKnownStaffPath(pathname: string): boolean {
  const parts = pathname.split('?')[0]!.split('/').filter(Boolean);
  return STAFF_PAGE_PATHS.some((pattern) => {
    const segments = pattern.split('/').filter(Boolean);
    return segments.length === parts.length && segments.every((segment, i) => segment.startsWith(':') || segment === parts[i]);
  });
}
