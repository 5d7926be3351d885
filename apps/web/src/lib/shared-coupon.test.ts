import { afterEach, describe, expect, it } from 'vitest';
import { forgetSharedCoupon, readCouponParam, readSharedCoupon, rememberSharedCoupon } from './shared-coupon';

describe('shared coupon links', () => {
  afterEach(() => window.sessionStorage.clear());

  it('reads a code from the link, trimmed and upper-cased', () => {
    expect(readCouponParam(new URLSearchParams('coupon=%20welcome10%20'))).toBe('WELCOME10');
    expect(readCouponParam(new URLSearchParams(''))).toBeNull();
    expect(readCouponParam(new URLSearchParams('coupon=<script>'))).toBeNull();
  });

  it('keeps the code for this tab until a coupon is applied', () => {
    rememberSharedCoupon('FREESHIP');
    expect(readSharedCoupon()).toBe('FREESHIP');
    forgetSharedCoupon();
    expect(readSharedCoupon()).toBeNull();
  });
});
