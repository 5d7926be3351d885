import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ProductGrid } from './product-grid';

const products = ['a', 'b', 'c'].map((id) => makeProduct({ _id: id, slug: `piece-${id}`, name: { en: `Piece ${id}` } }));
const loading = () => screen.getAllByRole('img').map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]);

describe('ProductGrid', () => {
  it('loads the images of the first cards at once and first (the page opens on them), the rest lazily', () => {
    renderWithProviders(<ProductGrid products={products} eagerImages={2} />);
    expect(loading()).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
  });

  it('loads every image lazily by default (a grid further down the page)', () => {
    renderWithProviders(<ProductGrid products={products} />);
    expect(loading()).toEqual([
      ['lazy', 'auto'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });
});
