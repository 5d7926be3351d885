import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, makeVariant } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ProductView } from './product-view';

const chain = (inches: number, salePrice: number, quantity: number, breakupTotal = salePrice) =>
  makeVariant({
    _id: `chain-${inches}`,
    variantName: `${inches} in`,
    attributes: [{ name: 'Chain Length', value: String(inches), displayValue: { en: `${inches} in` } }],
    pricing: { basePrice: salePrice + 5000, salePrice, mrp: salePrice + 5000 },
    inventory: { quantity, maxOrderQuantity: 5, inStock: quantity > 0 },
    priceBreakup: {
      metalValue: breakupTotal * 0.5,
      makingCharges: breakupTotal * 0.2 - 0.3,
      stoneValue: breakupTotal * 0.3 - breakupTotal * (3 / 103),
      gst: breakupTotal * (3 / 103) + 0.3,
      total: breakupTotal,
      metalRatePerGram: 6415,
      weightGrams: 3.492,
    },
  });

const pendant = makeProduct({
  name: { en: 'Solitaire Pendant' },
  hallmark: { purity: '18K', huid: '3U29IP' },
  variants: [chain(16, 64999, 8), chain(18, 66799, 2), chain(20, 68599, 0)],
  tags: ['feature:IGI Certified', 'feature:Free resizing of chain'],
  specifications: [{ group: { en: 'Certification' }, value: 'IGI' }],
  rating: 4.5,
  ratingCount: 8,
});

function reviewsAnswer() {
  return new Response(
    JSON.stringify({
      success: true,
      message: 'ok',
      data: [],
      pagination: { currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 10, hasNextPage: false, hasPreviousPage: false },
      summary: { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    }),
  );
}

describe('ProductView (detail)', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => reviewsAnswer())));
  afterEach(() => vi.unstubAllGlobals());

  it('offers chain lengths as a select, and price, stock and breakup follow the chosen length', () => {
    renderWithProviders(<ProductView product={pendant} />);
    const select = screen.getByLabelText('Chain length') as HTMLSelectElement;
    expect(select.value).toBe('chain-16');
    expect(screen.getByTestId('price')).toHaveTextContent('₹64,999');
    expect(screen.getByTestId('breakup-total')).toHaveTextContent('₹64,999');
    expect(within(select).getByRole('option', { name: '20 in (sold out)' })).toBeInTheDocument();

    fireEvent.change(select, { target: { value: 'chain-18' } });
    expect(screen.getByTestId('price')).toHaveTextContent('₹66,799');
    expect(screen.getByTestId('breakup-total')).toHaveTextContent('₹66,799');
    expect(screen.getByTestId('stock')).toHaveTextContent('Only 2 left');

    fireEvent.change(select, { target: { value: 'chain-20' } });
    expect(screen.getByTestId('price')).toHaveTextContent('₹68,599');
    expect(screen.getByTestId('stock')).toHaveTextContent('Sold out');
    expect(screen.queryByLabelText('Quantity')).not.toBeInTheDocument();
  });

  it('caps the quantity at the chosen variant stock and starts again at 1 on a new variant', () => {
    renderWithProviders(<ProductView product={pendant} />);
    const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 8; i += 1) fireEvent.click(plus());
    // 8 in stock but at most 5 per order.
    expect(screen.getByLabelText('Quantity')).toHaveValue(5);
    expect(plus()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Chain length'), { target: { value: 'chain-18' } });
    expect(screen.getByLabelText('Quantity')).toHaveValue(1);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);
  });

  it('shows the BIS hallmark with purity and HUID, Add to Cart and the wishlist button', () => {
    renderWithProviders(<ProductView product={pendant} />);
    const hallmark = screen.getByTestId('hallmark');
    expect(hallmark).toHaveTextContent('BIS hallmarked');
    expect(hallmark).toHaveTextContent('Purity18K');
    expect(hallmark).toHaveTextContent('HUID3U29IP');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('has accessible tabs: Description first, arrow keys move, features from feature: tags', () => {
    renderWithProviders(<ProductView product={pendant} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Description', 'Specifications', 'Reviews (8)']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('IGI Certified');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Free resizing of chain');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('CertificationIGI');
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the Reviews tab from the rating', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<ProductView product={pendant} />);
    fireEvent.click(screen.getByTestId('rating-summary'));
    expect(screen.getByRole('tab', { name: 'Reviews (8)' })).toHaveAttribute('aria-selected', 'true');
    expect(scrollIntoView).toHaveBeenCalled();
    expect(await screen.findByText('No reviews yet. Be the first to review this piece.')).toBeInTheDocument();
  });
});
