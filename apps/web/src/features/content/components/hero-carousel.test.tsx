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

  it('fetches the first slide\'s image at once and first among images (the page\'s largest paint), the others lazily', () => {
    const { container } = renderWithProviders(<HeroCarousel banners={banners} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
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
    fireEvent.pointerEnter(hero, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(3 * HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toBe('Bridal Edit');
    fireEvent.pointerLeave(hero, { pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play the slides' }));
    act(() => vi.advanceTimersByTime(3 * HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toBe('Bridal Edit');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slides' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause the slides' }));
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toBe('Everyday Diamonds');
  });

  it('keeps playing after a tap on a phone (touch enters without ever leaving)', () => {
    renderWithProviders(<HeroCarousel banners={banners} />);
    const hero = screen.getByTestId('hero-carousel');
    fireEvent.pointerEnter(hero, { pointerType: 'touch' });
    fireEvent.mouseEnter(hero); // the compatibility mouse event a tap also fires
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toBe('Everyday Diamonds');
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toBe('Festive Gold');
  });

  it('resumes when the mouse leaves', () => {
    renderWithProviders(<HeroCarousel banners={banners} />);
    const hero = screen.getByTestId('hero-carousel');
    fireEvent.pointerEnter(hero, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(2 * HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toBe('Bridal Edit');
    fireEvent.pointerLeave(hero, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toBe('Everyday Diamonds');
  });

  it('holds still while a modal dialog is open and plays again once it closes', async () => {
    renderWithProviders(<HeroCarousel banners={banners} />);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    await act(async () => {
      document.body.append(dialog);
    });
    act(() => vi.advanceTimersByTime(3 * HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toBe('Bridal Edit');
    await act(async () => {
      dialog.remove();
    });
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
