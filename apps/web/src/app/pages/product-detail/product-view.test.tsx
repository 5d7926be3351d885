import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, makeVariant } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ProductView } from './product-view';

const twoVariants = makeProduct({
  tags: ['bestseller'],
  variants: [
    makeVariant({
      _id: 'small',
      variantName: 'Size 2.4',
      pricing: { basePrice: 50000, salePrice: 45000, mrp: 50000 },
      inventory: { quantity: 4, maxOrderQuantity: 2, inStock: true },
      images: [{ url: '/small.svg', altText: 'Small', isPrimary: true }],
    }),
    makeVariant({
      _id: 'large',
      variantName: 'Size 2.8',
      pricing: { basePrice: 150000, salePrice: 150000, mrp: 150000 },
      inventory: { quantity: 0, maxOrderQuantity: 2, inStock: false },
      images: [],
    }),
  ],
});

describe('ProductView', () => {
  it('shows the name as the page heading, the Bestseller badge and the first variant', () => {
    renderWithProviders(<ProductView product={twoVariants} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ruby Halo Ring');
    expect(screen.getByText('Bestseller')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Size 2.4' })).toBeChecked();
    expect(screen.getByTestId('price')).toHaveTextContent('₹45,000');
    expect(screen.getByTestId('mrp')).toHaveTextContent('₹50,000');
    expect(screen.getByTestId('discount')).toHaveTextContent('10% off');
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', '/small.svg');
    expect(screen.getByTestId('stock')).toHaveTextContent('Only 4 left');
    expect(screen.getByText('You can buy up to 2 of this piece.')).toBeInTheDocument();
  });

  it('lets price, images and stock follow the chosen variant', () => {
    renderWithProviders(<ProductView product={twoVariants} />);
    fireEvent.click(screen.getByRole('radio', { name: /Size 2.8/ }));
    expect(screen.getByTestId('price')).toHaveTextContent('₹1,50,000');
    expect(screen.queryByTestId('mrp')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', '/media/art/ring-1.svg');
    expect(screen.getByTestId('stock')).toHaveTextContent('Sold out');
    expect(screen.queryByLabelText('Quantity')).not.toBeInTheDocument();
  });

  it('shows the refetched price and stock of the chosen variant', () => {
    const { rerender } = renderWithProviders(<ProductView product={twoVariants} />);
    const [small, large] = twoVariants.variants;
    const repriced = { ...small!, pricing: { basePrice: 60000, salePrice: 55000, mrp: 60000 } };
    rerender(<ProductView product={{ ...twoVariants, variants: [repriced, large!] }} />);
    expect(screen.getByRole('radio', { name: 'Size 2.4' })).toBeChecked();
    expect(screen.getByTestId('price')).toHaveTextContent('₹55,000');
  });

  afterEach(() => vi.unstubAllGlobals());

  it('links the breadcrumb to the category listing and states the configured shipping threshold', async () => {
    const settings = { freeShippingThreshold: 30000, returnWindowDays: 7, contact: { phone: '', email: '', addressLines: [] } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, message: 'ok', data: settings }))));
    renderWithProviders(<ProductView product={makeProduct()} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('HomeRingsRuby Halo Ring');
    expect(screen.getAllByRole('link', { name: 'Rings' })[0]).toHaveAttribute('href', '/products?category=rings');
    expect(await screen.findByText('On orders of ₹30,000 or more.')).toBeInTheDocument();
  });
});
