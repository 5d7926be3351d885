import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, toCard } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ProductCard } from './product-card';

const NOW = new Date('2024-06-01T00:00:00.000Z');

describe('ProductCard', () => {
  it('is an article whose heading link goes to /product/{slug}', () => {
    renderWithProviders(<ProductCard product={makeProduct()} now={NOW} />);
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link', { name: 'Ruby Halo Ring' });
    expect(link).toHaveAttribute('href', '/product/ruby-halo-ring');
    expect(within(card).getByRole('heading', { name: 'Ruby Halo Ring' })).toContainElement(link);
    expect(within(card).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('loads its image at once, with high priority, when it opens the page', () => {
    renderWithProviders(<ProductCard product={toCard(makeProduct())} eagerImage now={NOW} />);
    const image = within(screen.getByRole('article')).getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '600');
  });

  it('formats the price in rupees with Indian grouping and no struck price without a discount', () => {
    renderWithProviders(
      <ProductCard product={makeProduct({ pricing: { basePrice: 123456, salePrice: 123456, mrp: 123456 } })} now={NOW} />,
    );
    expect(screen.getByTestId('price')).toHaveTextContent('₹1,23,456');
    expect(screen.queryByTestId('mrp')).not.toBeInTheDocument();
    expect(screen.queryByText('Sale')).not.toBeInTheDocument();
  });

  it('strikes the mrp and shows the discount percent when mrp is above the sale price', () => {
    renderWithProviders(
      <ProductCard product={makeProduct({ pricing: { basePrice: 80000, salePrice: 60000, mrp: 80000 } })} now={NOW} />,
    );
    expect(screen.getByTestId('price')).toHaveTextContent('₹60,000');
    const mrp = screen.getByTestId('mrp');
    expect(mrp.tagName).toBe('S');
    expect(mrp).toHaveTextContent('₹80,000');
    expect(screen.getByTestId('discount')).toHaveTextContent('25% off');
    expect(screen.getByText('Sale')).toBeInTheDocument();
  });

  const badgeTexts = () =>
    within(screen.getByRole('list', { name: 'Labels' }))
      .getAllByRole('listitem')
      .map((b) => b.textContent);

  it('shows New within 30 days and Featured by tag', () => {
    const product = makeProduct({ createdAt: '2024-05-20T00:00:00.000Z', tags: ['featured'] });
    renderWithProviders(<ProductCard product={product} now={NOW} />);
    expect(badgeTexts()).toEqual(['New', 'Featured']);
  });

  it('keeps to two badges, Sold out first', () => {
    const product = makeProduct({
      createdAt: '2024-05-20T00:00:00.000Z',
      tags: ['featured'],
      pricing: { basePrice: 100, salePrice: 90, mrp: 100 },
      inventory: { quantity: 0, maxOrderQuantity: 10, inStock: false },
    });
    renderWithProviders(<ProductCard product={product} now={NOW} />);
    expect(badgeTexts()).toEqual(['Sold out', 'Sale']);
  });

  it('can leave out a badge that the context already states', () => {
    const product = makeProduct({ tags: ['featured'] });
    renderWithProviders(<ProductCard product={product} now={NOW} hiddenBadges={['featured']} />);
    expect(screen.queryByRole('list', { name: 'Labels' })).not.toBeInTheDocument();
  });

  it('shows no badges for an older, undiscounted, stocked piece', () => {
    renderWithProviders(<ProductCard product={makeProduct()} now={NOW} />);
    expect(screen.queryByRole('list', { name: 'Labels' })).not.toBeInTheDocument();
  });

  it('shows rating stars only when the piece has ratings', () => {
    const { unmount } = renderWithProviders(<ProductCard product={makeProduct({ rating: 4.5, ratingCount: 0 })} now={NOW} />);
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductCard product={makeProduct({ rating: 4.5, ratingCount: 12 })} now={NOW} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' })).toBeInTheDocument();
  });

  it('shows the name in the shopper language, falling back to English', () => {
    const { unmount } = renderWithProviders(<ProductCard product={makeProduct()} now={NOW} />, { language: 'hi' });
    expect(screen.getByRole('link', { name: 'रूबी हेलो अंगूठी' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductCard product={makeProduct()} now={NOW} />, { language: 'ta' });
    expect(screen.getByRole('link', { name: 'Ruby Halo Ring' })).toBeInTheDocument();
  });
});
