import '../../../i18n/bundles/checkout';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OrderSummary } from './order-summary';
import type { SummaryFigures } from './summary-lines';

const figures: SummaryFigures = { itemCount: 1, subtotal: 20_000, discount: 2_000, couponCode: 'WELCOME10', gstIncluded: 524.27, gstRate: 3, shipping: 0, shippingLabel: 'Standard', grandTotal: 18_000 };

describe('OrderSummary', () => {
  it("names the coupon by its code, and by its title when the checkout gives one", () => {
    const { unmount } = renderWithProviders(<OrderSummary lines={[]} figures={{ ...figures, couponTitle: 'உங்கள் ஆர்டருக்கு 10% தள்ளுபடி' }} />, { language: 'ta' });
    expect(screen.getByText('உங்கள் ஆர்டருக்கு 10% தள்ளுபடி')).toBeVisible();
    expect(screen.getByText(/WELCOME10/)).toBeVisible();
    unmount();
    renderWithProviders(<OrderSummary lines={[]} figures={figures} />);
    expect(screen.getByText(/WELCOME10/)).not.toHaveTextContent('off');
  });
});
