import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/order-fixture';
import { renderWithProviders } from '../../../test/render';
import { OrderCard } from './order-card';
import { OrderItems } from './order-items';

const fixture = makeOrder();
const sold = fixture.items[0]!;
/** A piece sold under its names in four languages, and one from an order placed before they were kept (English only). */
const order = makeOrder({
  items: [
    { ...sold, productSnapshot: { ...sold.productSnapshot, localizedName: { en: 'Kundan Jhumka Earrings', hi: 'कुंदन झुमके', ta: 'குந்தன் ஜிமிக்கி', te: 'కుందన్ జుమ్కాలు' } } },
    { ...sold, _id: 'i2', productSnapshot: { ...sold.productSnapshot, name: 'Plain Gold Band', slug: 'plain-gold-band' } },
  ],
});

describe('an order in the shopper’s language', () => {
  it('names its pieces in Tamil on the order card, English where the order kept no Tamil name', () => {
    renderWithProviders(<OrderCard order={order} />, { language: 'ta' });
    expect(screen.getByText('குந்தன் ஜிமிக்கி · Plain Gold Band')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'குந்தன் ஜிமிக்கி' })).toBeInTheDocument();
    expect(screen.queryByText(/Kundan Jhumka Earrings/)).toBeNull();
  });

  it('names them in Telugu on the order page', () => {
    renderWithProviders(<OrderItems order={order} />, { language: 'te' });
    expect(screen.getByRole('link', { name: 'కుందన్ జుమ్కాలు' })).toHaveAttribute('href', '/product/kundan-jhumka-earrings');
    expect(screen.getByRole('link', { name: 'Plain Gold Band' })).toBeInTheDocument();
  });
});
