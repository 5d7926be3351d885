import '../../../i18n/bundles/checkout';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import { renderWithProviders } from '../../../test/render';
import { ReviewStep } from './review-step';

function cartOf(grandTotal: number): Cart {
  return { items: [], totals: { itemCount: 2, subtotal: grandTotal, discountTotal: 0, taxTotal: 0, shippingTotal: 0, grandTotal } } as unknown as Cart;
}

describe('ReviewStep', () => {
  it('says an order above ₹15,00,000 cannot be paid in one, and does not go on', () => {
    renderWithProviders(<ReviewStep cart={cartOf(1_500_000.01)} onContinue={vi.fn()} />);
    expect(screen.getByText('This order is above ₹15,00,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a showroom' }).getAttribute('href')).toBe('/store-locator');
    expect((screen.getByRole('button', { name: 'Continue to delivery' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes on at exactly ₹15,00,000', () => {
    renderWithProviders(<ReviewStep cart={cartOf(1_500_000)} onContinue={vi.fn()} />);
    expect(screen.queryByText('This order is above ₹15,00,000')).toBeNull();
    expect((screen.getByRole('button', { name: 'Continue to delivery' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says it in Hindi for a Hindi shopper', () => {
    renderWithProviders(<ReviewStep cart={cartOf(2_000_000)} onContinue={vi.fn()} />, { language: 'hi' });
    expect(screen.getByText('यह ऑर्डर ₹15,00,000 से अधिक है')).toBeTruthy();
  });
});
