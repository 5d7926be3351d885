import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import { toastStore } from '../../../lib/toast/toast-store';
import { renderWithProviders } from '../../../test/render';
import { CouponBox } from './coupon-box';

function makeCart(overrides: Partial<Cart> = {}): Cart {
  return { _id: 'c1', items: [], appliedCoupons: [], notices: [], updatedAt: '2026-11-24T00:00:00Z', ...overrides } as unknown as Cart;
}
const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('CouponBox', () => {
  afterEach(() => {
    toastStore.clear();
    vi.unstubAllGlobals();
  });

  it("refuses a blank code with 'Please enter a coupon code' and calls nothing", () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<CouponBox cart={makeCart()} />);
    fireEvent.change(screen.getByLabelText('Have a coupon?'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a coupon code');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the trimmed code and shows the server reason when refused', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer(400, { success: false, message: 'Invalid coupon code', data: null }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<CouponBox cart={makeCart()} initialCode=" nope10 " />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid coupon code');
    expect(JSON.parse(String(vi.mocked(fetch).mock.calls[0]![1]?.body))).toEqual({ couponCode: 'nope10' });
  });

  it("shows the applied coupon as a tag whose removal says 'Coupon removed'", async () => {
    const applied = { code: 'FREESHIP', type: 'free_shipping', value: 0, title: { en: 'Free shipping' }, discount: 0, freeShipping: true } as const;
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, { success: true, message: 'Coupon removed', data: makeCart() }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<CouponBox cart={makeCart({ appliedCoupons: [applied] })} />);
    expect(screen.getByTestId('applied-coupon')).toHaveTextContent('FREESHIPFree shippingFree standard shipping');
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon FREESHIP' }));
    await waitFor(() => expect(toastStore.getSnapshot()[0]?.message).toBe('Coupon removed'));
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/v1/cart/coupons/FREESHIP');
  });

  const welcome = { en: '10% off your order', ta: 'உங்கள் ஆர்டருக்கு 10% தள்ளுபடி', te: ' ' };

  it('offers the best coupon for this cart, named by its title', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<CouponBox cart={makeCart()} suggestion={{ code: 'WELCOME10', title: welcome, discount: 1290, freeShipping: false }} />);
    expect(screen.getByTestId('best-coupon')).toHaveTextContent('10% off your orderBest coupon for this cart: WELCOME10 saves ₹1,290.');
    expect(screen.getByRole('button', { name: 'Apply WELCOME10' })).toBeEnabled();
  });

  it("names the applied and the best coupon in the shopper's language, English where it is not written", () => {
    vi.stubGlobal('fetch', vi.fn());
    const applied = { code: 'WELCOME10', type: 'percentage', value: 10, title: welcome, discount: 500, freeShipping: false } as const;
    const suggestion = { code: 'FESTIVE25', title: { en: 'Festive 25% off', ta: 'பண்டிகை 25% தள்ளுபடி' }, discount: 2000, freeShipping: false };
    const { unmount } = renderWithProviders(<CouponBox cart={makeCart({ appliedCoupons: [applied] })} suggestion={suggestion} />, { language: 'ta' });
    expect(screen.getByTestId('applied-coupon')).toHaveTextContent('உங்கள் ஆர்டருக்கு 10% தள்ளுபடி');
    expect(screen.getByTestId('best-coupon')).toHaveTextContent('பண்டிகை 25% தள்ளுபடி');
    unmount();
    renderWithProviders(<CouponBox cart={makeCart({ appliedCoupons: [applied] })} />, { language: 'te' });
    expect(screen.getByTestId('applied-coupon')).toHaveTextContent('10% off your order');
  });
});
