import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast/toast-store';
import { makeCartLine } from '../../../test/cart-fixture';
import { renderWithProviders } from '../../../test/render';
import { CartLine } from './cart-line';

const JHUMKAS = makeCartLine({
  name: 'Lakshmi Temple Jhumkas',
  localizedName: { en: 'Lakshmi Temple Jhumkas', hi: 'लक्ष्मी टेंपल झुमके', ta: 'லட்சுமி கோயில் ஜிமிக்கி' },
  productSnapshot: { name: 'Lakshmi Temple Jhumkas', image: '', slug: 'lakshmi-temple-jhumkas', brand: 'Aabhushan' },
  engraving: null,
});
const toasts = () => toastStore.getSnapshot().map((toast) => toast.message);

describe('CartLine', () => {
  afterEach(() => {
    toastStore.clear();
    vi.unstubAllGlobals();
  });

  it('names the piece in Tamil for a Tamil shopper: the link, the buttons and the toast when it is removed', async () => {
    const body = { success: true, message: 'Item removed', data: { notices: [], items: [], totalItems: 0 } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })));
    renderWithProviders(<CartLine item={JHUMKAS} look="full" />, { language: 'ta' });
    expect(screen.getByRole('link', { name: 'லட்சுமி கோயில் ஜிமிக்கி' })).toHaveAttribute('href', '/product/lakshmi-temple-jhumkas');
    expect(screen.getByRole('button', { name: 'லட்சுமி கோயில் ஜிமிக்கி ஒன்று கூட்டு' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'லட்சுமி கோயில் ஜிமிக்கி கூடையிலிருந்து நீக்கு' }));
    fireEvent.click(screen.getByRole('button', { name: 'நீக்கு' }));
    await waitFor(() => expect(toasts()).toEqual(['லட்சுமி கோயில் ஜிமிக்கி கூடையிலிருந்து நீக்கப்பட்டது']));
    expect(screen.queryByText('Lakshmi Temple Jhumkas')).toBeNull();
  });

  it('shows English where the piece has no name in the language, and the English name to an English shopper', () => {
    const { unmount } = renderWithProviders(<CartLine item={JHUMKAS} look="compact" />, { language: 'te' });
    expect(screen.getByRole('link', { name: 'Lakshmi Temple Jhumkas' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<CartLine item={JHUMKAS} look="compact" />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Remove Lakshmi Temple Jhumkas from cart' })).toBeInTheDocument();
  });

  it("names the chosen option in the shopper's language as the product page does, else by the variant's name", () => {
    const ring = makeCartLine({
      variantId: 'v12',
      variant: { _id: 'v12', variantName: 'Size 12', attributes: [{ name: 'Size', value: '12', displayValue: { en: 'Size 12', ta: 'அளவு 12' } }] },
    });
    const { unmount } = renderWithProviders(<CartLine item={ring} look="full" />, { language: 'ta' });
    expect(screen.getByText('அளவு 12')).toBeInTheDocument();
    expect(screen.queryByText(/Size/)).toBeNull();
    unmount();
    // Telugu not written, and a cart answered before it sent the shown values: the variant's name.
    renderWithProviders(<CartLine item={{ ...ring, variant: { ...ring.variant!, attributes: [{ name: 'Size', value: '12' }] } }} look="full" />, { language: 'te' });
    expect(screen.getByText('Size 12')).toBeInTheDocument();
  });
});
