import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ProductCard } from './product-card';

const product = makeProduct({
  pricing: { basePrice: 80000, salePrice: 60000, mrp: 80000 },
  rating: 4.5,
  ratingCount: 12,
  inventory: { quantity: 3, maxOrderQuantity: 10, inStock: true },
  description: { short: { en: 'A ruby ringed with diamonds.' }, long: { en: 'Set by hand in 18K gold in our Jaipur workshop.' } },
});

function openQuickView() {
  renderWithProviders(<ProductCard product={product} />);
  const opener = screen.getByRole('button', { name: 'Quick view: Ruby Halo Ring' });
  opener.focus(); // as a real click or key press would
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Ruby Halo Ring' }) };
}

const mainImage = (dialog: HTMLElement) => within(dialog).getAllByRole('img').find((img) => img.getAttribute('alt') !== '')!;

describe('Quick view', () => {
  it('shows the piece: price with struck mrp and discount, rating, stock, and the way to the full page', () => {
    const { dialog } = openQuickView();
    expect(within(dialog).getByTestId('price')).toHaveTextContent('₹60,000');
    expect(within(dialog).getByTestId('mrp')).toHaveTextContent('₹80,000');
    expect(within(dialog).getByTestId('discount')).toHaveTextContent('25% off');
    expect(within(dialog).getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' })).toBeInTheDocument();
    expect(within(dialog).getByText('Only 3 left')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute('href', '/product/ruby-halo-ring');
    expect(within(dialog).queryByRole('button', { name: /cart|wishlist/i })).not.toBeInTheDocument();
  });

  it('replaces the main image with the chosen thumbnail', () => {
    const { dialog } = openQuickView();
    expect(mainImage(dialog)).toHaveAttribute('src', '/media/art/ring-1.svg');
    const second = within(dialog).getByRole('button', { name: 'Show image 2 of 2' });
    fireEvent.click(second);
    expect(mainImage(dialog)).toHaveAttribute('src', '/media/art/ring-2.svg');
    expect(mainImage(dialog)).toHaveAttribute('alt', 'Ruby Halo Ring, side');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('expands and collapses the long description', () => {
    const { dialog } = openQuickView();
    const long = within(dialog).getByText('Set by hand in 18K gold in our Jaipur workshop.');
    expect(long).not.toBeVisible();
    const toggle = within(dialog).getByRole('button', { name: 'Show full description' });
    fireEvent.click(toggle);
    expect(long).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show less' }));
    expect(long).not.toBeVisible();
  });

  it('closes on Escape and on the close button, giving focus back to the opener', () => {
    const { opener, dialog } = openQuickView();
    expect(within(dialog).getByRole('button', { name: 'Close quick view' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close quick view' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when a piece is sold out', () => {
    renderWithProviders(<ProductCard product={makeProduct({ inventory: { quantity: 0, maxOrderQuantity: 10, inStock: false } })} />);
    fireEvent.click(screen.getByRole('button', { name: /Quick view/ }));
    expect(within(screen.getByRole('dialog')).getByText('Sold out')).toBeInTheDocument();
  });
});
