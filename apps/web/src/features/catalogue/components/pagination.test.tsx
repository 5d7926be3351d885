import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Pagination } from './pagination';

const href = (page: number) => `/products?page=${page}`;

function pageLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  // Ellipses are hidden from assistive technology, so read every list item directly.
  return Array.from(nav.querySelectorAll('li'))
    .map((item) => item.textContent ?? '')
    .slice(1, -1);
}

describe('Pagination', () => {
  it('shows every page when there are 5 or fewer', () => {
    renderWithProviders(<Pagination currentPage={2} totalPages={5} getHref={href} />);
    expect(pageLabels()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows first, last and current ±1 with ellipses when there are more', () => {
    renderWithProviders(<Pagination currentPage={6} totalPages={12} getHref={href} />);
    expect(pageLabels()).toEqual(['1', '…', '5', '6', '7', '…', '12']);
  });

  it('has no ellipsis next to a neighbouring first page', () => {
    renderWithProviders(<Pagination currentPage={2} totalPages={9} getHref={href} />);
    expect(pageLabels()).toEqual(['1', '2', '3', '…', '9']);
  });

  it('marks the current page with aria-current and links pages by number', () => {
    renderWithProviders(<Pagination currentPage={3} totalPages={4} getHref={href} />);
    expect(screen.getByRole('link', { name: '3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '4' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '4' })).toHaveAttribute('href', '/products?page=4');
  });

  it('links previous and next pages, and leaves them out at the ends', () => {
    const { unmount } = renderWithProviders(<Pagination currentPage={1} totalPages={3} getHref={href} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/products?page=2');
    unmount();
    renderWithProviders(<Pagination currentPage={3} totalPages={3} getHref={href} />);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/products?page=2');
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pagination currentPage={1} totalPages={1} getHref={href} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
