/**
 * A coupon code that arrived in a shared link (`/coupons?coupon=CODE` or `/cart?coupon=CODE`,
 * spec B section 2): kept for this tab so the cart's coupon box is filled in when the shopper
 * gets there, and forgotten once a coupon is applied.
 */
const KEY = 'sharedCoupon';
const CODE = /^[A-Za-z0-9_-]{1,50}$/;

/** The code from a link, cleaned; null when the link carries none or nonsense. */
export function readCouponParam(params: URLSearchParams): string | null {
  const code = params.get('coupon')?.trim() ?? '';
  return CODE.test(code) ? code.toUpperCase() : null;
}

export function rememberSharedCoupon(code: string): void {
  try {
    window.sessionStorage.setItem(KEY, code);
  } catch {
    // Storage unavailable: the link's code is still shown on the page.
  }
}

export function readSharedCoupon(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetSharedCoupon(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
