import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { makeProduct, toCard } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { catalogueKeys } from '../api/catalogue-keys';
import { ProductCard } from './product-card';

const product = makeProduct({
  pricing: { basePrice: 80000, salePrice: 60000, mrp: 80000 },
  rating: 4.5,
  ratingCount: 12,
  inventory: { quantity: 3, maxOrderQuantity: 10, inStock: true },
  description: { short: { en: 'A ruby ringed with diamonds.' }, long: { en: 'Set by hand in 18K gold in our Jaipur workshop.' } },
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The card as a list answers it; `full` is the product already in the cache (the details loaded). */
async function openQuickView(full: Product | null = product) {
  const { queryClient } = renderWithProviders(<ProductCard product={toCard(product)} />);
  if (full) queryClient.setQueryData(catalogueKeys.product(full.slug), full);
  const opener = screen.getByRole('button', { name: 'Quick view: Ruby Halo Ring' });
  opener.focus(); // as a real click or key press would
  fireEvent.click(opener);
  // The dialog's code loads on first use (product-card.tsx).
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Ruby Halo Ring' }) };
}

const mainImage = (dialog: HTMLElement) => within(dialog).getAllByRole('img').find((img) => img.getAttribute('alt') !== '')!;

describe('Quick view', () => {
  it('shows the piece: price with struck mrp and discount, rating, stock, and the way to the full page', async () => {
    const { dialog } = await openQuickView();
    expect(within(dialog).getByTestId('price')).toHaveTextContent('₹60,000');
    expect(within(dialog).getByTestId('mrp')).toHaveTextContent('₹80,000');
    expect(within(dialog).getByTestId('discount')).toHaveTextContent('25% off');
    expect(within(dialog).getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' })).toBeInTheDocument();
    expect(within(dialog).getByText('Only 3 left')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute('href', '/product/ruby-halo-ring');
    expect(within(dialog).queryByRole('button', { name: /cart|wishlist/i })).not.toBeInTheDocument();
  });

  it('replaces the main image with the chosen thumbnail', async () => {
    const { dialog } = await openQuickView();
    expect(mainImage(dialog)).toHaveAttribute('src', '/media/art/ring-1.svg');
    const second = within(dialog).getByRole('button', { name: 'Show image 2 of 2' });
    fireEvent.click(second);
    expect(mainImage(dialog)).toHaveAttribute('src', '/media/art/ring-2.svg');
    expect(mainImage(dialog)).toHaveAttribute('alt', 'Ruby Halo Ring, side');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('expands and collapses the long description', async () => {
    const { dialog } = await openQuickView();
    const long = within(dialog).getByText('Set by hand in 18K gold in our Jaipur workshop.');
    expect(long).not.toBeVisible();
    const toggle = within(dialog).getByRole('button', { name: 'Show full description' });
    fireEvent.click(toggle);
    expect(long).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show less' }));
    expect(long).not.toBeVisible();
  });

  it('closes on Escape and on the close button, giving focus back to the opener', async () => {
    const { opener, dialog } = await openQuickView();
    // The focus trap's effect may run just after the lazily loaded dialog appears.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close quick view' })).toHaveFocus());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Close quick view' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('paints from the card alone, then shows the full product it loads: descriptions and every image', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { dialog } = await openQuickView(null);
    expect(within(dialog).getByTestId('price')).toHaveTextContent('₹60,000');
    expect(within(dialog).getByText('Only 3 left')).toBeInTheDocument();
    expect(mainImage(dialog)).toHaveAttribute('src', '/media/art/ring-1.svg');
    expect(within(dialog).queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('A ruby ringed with diamonds.')).not.toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/public/product/ruby-halo-ring');

    answer(Response.json({ success: true, message: 'Product loaded', data: product }));
    expect(await within(dialog).findByText('A ruby ringed with diamonds.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show image 2 of 2' })).toBeInTheDocument();
  });

  it('keeps the card data when the details fail to load', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ success: false, message: 'Server error', data: null }, { status: 500 }));
    const { dialog } = await openQuickView(null);
    await waitFor(() => expect(within(dialog).queryByTestId('quick-view-loading')).not.toBeInTheDocument());
    expect(within(dialog).getByTestId('price')).toHaveTextContent('₹60,000');
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute('href', '/product/ruby-halo-ring');
  });

  it('says when a piece is sold out', async () => {
    renderWithProviders(<ProductCard product={toCard(makeProduct({ inventory: { quantity: 0, maxOrderQuantity: 10, inStock: false } }))} />);
    fireEvent.click(screen.getByRole('button', { name: /Quick view/ }));
    expect(within(await screen.findByRole('dialog')).getByText('Sold out')).toBeInTheDocument();
  });
});
