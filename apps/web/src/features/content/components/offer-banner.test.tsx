import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@aabhushan/shared/schemas/banners';
import { renderWithProviders } from '../../../test/render';
import { OfferBanner } from './offer-banner';

const NOW = new Date('2025-03-01T10:00:00.000Z');
const offer = (endsAt: string): Banner & { endsAt: string } => ({
  _id: 'offer',
  title: { en: 'Up to 25% off on selected collections' },
  banner_type: 'offer',
  banner_detail: { subtitle: { en: 'The festive sale' }, description: { en: 'While the sale lasts.' } },
  images: [],
  cta_text: { en: 'Shop the sale' },
  cta_link: '/products?tag=sale',
  secondary_cta: null,
  startsAt: null,
  endsAt,
});

const unit = (name: string) => screen.getByTestId('offer-countdown').querySelector(`[data-unit="${name}"]`)?.textContent;

describe('OfferBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to the real end date in days, hours, minutes and seconds', () => {
    // 5 days 12 hours 35 minutes 42 seconds from the fixed clock.
    renderWithProviders(<OfferBanner banner={offer('2025-03-06T22:35:42.000Z')} />);
    expect([unit('days'), unit('hours'), unit('minutes'), unit('seconds')]).toEqual(['05', '12', '35', '42']);
    act(() => vi.advanceTimersByTime(1000));
    expect(unit('seconds')).toBe('41');
    act(() => vi.advanceTimersByTime(42_000));
    expect([unit('minutes'), unit('seconds')]).toEqual(['34', '59']);
    expect(screen.getByRole('link', { name: 'Shop the sale' })).toHaveAttribute('href', '/products?tag=sale');
  });

  it('does not announce every second: the clock is hidden, the end date is read instead', () => {
    renderWithProviders(<OfferBanner banner={offer('2025-03-06T22:35:42.000Z')} />);
    expect(screen.getByTestId('offer-countdown')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(/^The offer ends on /)).toBeInTheDocument();
    expect(screen.getByTestId('offer-banner').querySelector('[aria-live]')).toBeNull();
  });

  it('disappears when the offer ends', () => {
    renderWithProviders(<OfferBanner banner={offer('2025-03-01T10:00:03.000Z')} />);
    expect(screen.getByRole('heading', { name: 'Up to 25% off on selected collections' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByTestId('offer-banner')).not.toBeInTheDocument();
  });

  it('is not shown for an offer that has already ended', () => {
    renderWithProviders(<OfferBanner banner={offer('2025-02-01T00:00:00.000Z')} />);
    expect(screen.queryByTestId('offer-banner')).not.toBeInTheDocument();
  });
});
