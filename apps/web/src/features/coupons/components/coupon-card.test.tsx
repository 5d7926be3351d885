import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicCoupon } from '@aabhushan/shared/schemas/coupon';
import { renderWithProviders } from '../../../test/render';
import { CouponCard } from './coupon-card';

const coupon: PublicCoupon = {
  _id: 'c1',
  code: 'RINGS15',
  type: 'percentage',
  value: 15,
  min_order: 0,
  max_discount: 5000,
  title: { en: '15% off rings', ta: 'மோதிரங்களுக்கு 15% தள்ளுபடி', te: 'ఉంగరాలపై 15% తగ్గింపు' },
  description: { en: '15% off every ring in your cart, up to ₹5,000.', ta: 'ஒவ்வொரு மோதிரத்துக்கும் 15% தள்ளுபடி.', te: ' ' },
  terms: { en: ['Rings only', 'One coupon per order'], ta: ['மோதிரங்களுக்கு மட்டும்'] },
  expiry: '2099-12-31T18:29:59.000Z',
  expiry_date: '2099-12-31',
  status: 'active',
  icon: 'percent',
};
const terms = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);

describe('CouponCard', () => {
  it("shows the title, description and terms in the shopper's language", () => {
    renderWithProviders(<CouponCard coupon={coupon} locale="ta-IN" />, { language: 'ta' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('மோதிரங்களுக்கு 15% தள்ளுபடி');
    expect(screen.getByText('ஒவ்வொரு மோதிரத்துக்கும் 15% தள்ளுபடி.')).toBeInTheDocument();
    expect(terms()).toEqual(['மோதிரங்களுக்கு மட்டும்']);
  });

  it('shows the English of a text not written in the language, and the whole English list of terms', () => {
    renderWithProviders(<CouponCard coupon={coupon} locale="te-IN" />, { language: 'te' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('ఉంగరాలపై 15% తగ్గింపు');
    expect(screen.getByText('15% off every ring in your cart, up to ₹5,000.')).toBeInTheDocument();
    expect(terms()).toEqual(['Rings only', 'One coupon per order']);
  });
});
