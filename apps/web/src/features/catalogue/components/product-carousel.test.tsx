import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../../test/fixtures';
import { stubIdleCallbacks } from '../../../test/idle-callbacks';
import { stubInView } from '../../../test/in-view';
import { renderWithProviders } from '../../../test/render';
import { CAROUSEL_AUTOPLAY_MS, ProductCarousel } from './product-carousel';

// Embla measures layout jsdom does not have; a stand-in records how often the row moved.
const embla = vi.hoisted(() => ({ scrollNext: vi.fn(), scrollPrev: vi.fn(), scrollTo: vi.fn(), canScrollNext: () => true, destroy: vi.fn() }));
vi.mock('embla-carousel', () => ({ default: () => embla }));

const products = ['a', 'b', 'c', 'd', 'e'].map((id) => makeProduct({ _id: id, slug: `piece-${id}`, name: { en: `Piece ${id}` } }));
const row = () => screen.getByRole('region', { name: 'You may also like' });

let restoreView = () => {};

/** The row, its Embla started as when the browser goes idle after load with the row in view (autoplay waits for it). */
function renderStartedRow() {
  const idle = stubIdleCallbacks();
  const view = stubInView();
  restoreView = view.restore;
  renderWithProviders(<ProductCarousel products={products} label="You may also like" />);
  act(() => {
    idle.goIdle();
    view.comeIntoView();
  });
}

describe('ProductCarousel autoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    embla.scrollNext.mockClear();
  });
  afterEach(() => {
    cleanup(); // before the stand-ins for idle callbacks and the viewport go
    vi.unstubAllGlobals();
    restoreView();
    vi.useRealTimers();
  });

  it('moves every 4 seconds', () => {
    renderStartedRow();
    act(() => vi.advanceTimersByTime(2 * CAROUSEL_AUTOPLAY_MS));
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('pauses while a mouse hovers and resumes when it leaves', () => {
    renderStartedRow();
    fireEvent.pointerEnter(row(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_AUTOPLAY_MS));
    expect(embla.scrollNext).not.toHaveBeenCalled();
    fireEvent.pointerLeave(row(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('keeps moving after a tap (touch never sends a leave)', () => {
    renderStartedRow();
    fireEvent.pointerEnter(row(), { pointerType: 'touch' });
    fireEvent.mouseEnter(row()); // the compatibility mouse event a tap also fires
    act(() => vi.advanceTimersByTime(2 * CAROUSEL_AUTOPLAY_MS));
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('holds still while a quick view is open, even after a tap outside it, and resumes once it closes', async () => {
    renderStartedRow();
    // The dialog's code loads on first use (product-card.tsx): here before the click, as the clock is fake.
    await import('./quick-view-dialog');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Piece a/ }));
    });
    const dialog = screen.getByRole('dialog');
    // Focus leaves the row for the portaled dialog; a tap on the dialog's body blurs it.
    fireEvent.blur(row(), { relatedTarget: null });
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_AUTOPLAY_MS));
    expect(embla.scrollNext).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.blur(row(), { relatedTarget: null });
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('stops for good with its pause button and moves again with play (WCAG 2.2.2)', () => {
    renderStartedRow();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the carousel' }));
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_AUTOPLAY_MS));
    expect(embla.scrollNext).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play the carousel' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });
});
