import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Review } from '@aabhushan/shared/schemas/reviews';
import { renderWithProviders } from '../../../test/render';
import { ReviewList } from './review-list';

const review = (id: string, name: string): Review =>
  ({
    _id: id,
    rating: 5,
    comment: 'Beautiful work, thank you.',
    createdAt: '2025-01-10T10:00:00.000Z',
    user: { name },
  }) as Review;

describe('ReviewList avatars', () => {
  it('show the shared initials rule: first letters of up to two words', () => {
    renderWithProviders(
      <ReviewList reviews={[review('1', 'Kavya R.'), review('2', 'meera')]} hasMore={false} loadingMore={false} onShowMore={vi.fn()} />,
    );
    const avatars = screen.getAllByText(/^[A-Z]{1,2}$/);
    expect(avatars.map((node) => node.textContent)).toEqual(['KR', 'M']);
  });
});

describe('ReviewList of a deleted account', () => {
  it('shows the stars and the name without an empty paragraph for the erased words', () => {
    const { container } = renderWithProviders(
      <ReviewList reviews={[{ ...review('1', 'Deleted customer'), comment: '' }]} hasMore={false} loadingMore={false} onShowMore={vi.fn()} />,
    );
    expect(screen.getByText('Deleted customer')).toBeInTheDocument();
    expect(container.querySelectorAll('li p')).toHaveLength(2);
  });
});
