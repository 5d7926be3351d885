import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@aabhushan/shared/schemas/banners';
import { renderWithProviders } from '../../../test/render';
import { HERO_AUTOPLAY_MS, HeroCarousel } from './hero-carousel';

const banner = (id: string, title: string): Banner => ({
  _id: id,
  title: { en: title },
  banner_type: 'hero',
  banner_detail: { subtitle: { en: `${title} subtitle` }, description: { en: `${title} text` } },
  images: [{ url: `/media/${id}.svg`, altText: title }],
  cta_text: { en: 'Shop now' },
  cta_link: '/products',
  secondary_cta: null,
  startsAt: null,
  endsAt: null,
});
const banners = [banner('a', 'Bridal Edit'), banner('b', 'Everyday Diamonds'), banner('c', 'Festive Gold')];

const current = () => screen.getByRole('button', { current: true });
const visibleTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('HeroCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5 seconds and wraps around', () => {
    renderWithProviders(<HeroCarousel banners={banners} />);
    expect(visibleTitle()).toBe('Bridal Edit');
    expect(current()).toHaveAccessibleName('Show slide 1: Bridal Edit');
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS - 1));
    expect(visibleTitle()).toBe('Bridal Edit');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleTitle()).toBe('Everyday Diamonds');
    expect(current()).toHaveAccessibleName('Show slide 2: Everyday Diamonds');
    act(() => vi.advanceTimersByTime(2 * HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toBe('Bridal Edit');
  });

  it('exposes only the current slide to assistive technology', () => {
    renderWithProviders(<HeroCarousel banners={banners} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.getAllByRole('group', { name: /of 3/ })).toHaveLength(1);
  });

  it('moves with previous/next and the indicators, and waits a full interval after', () => {
    renderWithProviders(<HeroCarousel banners={banners} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleTitle()).toBe('Festive Gold');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleTitle()).toBe('Bridal Edit');
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2: Everyday Diamonds' }));
    expect(visibleTitle()).toBe('Everyday Diamonds');
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS - 1));
    expect(visibleTitle()).toBe('Everyday Diamonds');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleTitle()).toBe('Festive Gold');
  });

  it('holds still while hovered, and with the pause button until played again', () => {
    renderWithProviders(<HeroCarousel banners={banners} />);
    const hero = screen.getByTestId('hero-carousel');
    fireEvent.mouseEnter(hero);
    act(() => vi.advanceTimersByTime(3 * HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toBe('Bridal Edit');
    fireEvent.mouseLeave(hero);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play the slides' }));
    act(() => vi.advanceTimersByTime(3 * HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toBe('Bridal Edit');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slides' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause the slides' }));
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toBe('Everyday Diamonds');
  });

  it('shows one banner without controls', () => {
    renderWithProviders(<HeroCarousel banners={[banners[0]!]} />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3 * HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toBe('Bridal Edit');
  });
});
