import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@aabhushan/shared/schemas/content';
import '../../../i18n/bundles/content';
import { renderWithProviders } from '../../../test/render';
import { BlogCard } from './blog-card';

const POST: BlogPost = {
  _id: 'b1',
  id: 'b1',
  slug: 'caring-for-pearls',
  title: { en: 'Caring for Pearls', ta: 'முத்து நகைகளைப் பராமரிப்பது எப்படி' },
  default_title: 'Caring for Pearls',
  subtitle: { en: '' },
  description: { en: '<p>Last on, first off.</p>' },
  summary: { en: 'Pearls dislike perfume.', ta: 'முத்துக்கு வாசனை திரவியம் ஆகாது.', hi: ' ' },
  blog_type: 'care-tips',
  category: 'care-tips',
  images: [{ url: '/media/art/necklace-gold-pearl-1.svg', altText: { en: 'A pearl necklace', ta: 'முத்து மாலை' } }],
  image: '/media/art/necklace-gold-pearl-1.svg',
  date: '2026-11-20',
  readTime: '5 min read',
  author: 'Priya Menon',
  authorImage: null,
  tags: ['pearls'],
  link: '/blog/caring-for-pearls',
  createdAt: '2026-11-20T04:30:00.000Z',
};

describe('a journal card', () => {
  it("shows the article's title, summary, picture description, category and read time in the page's language", () => {
    renderWithProviders(<BlogCard post={POST} />, { language: 'ta' });
    expect(screen.getByRole('link', { name: 'முத்து நகைகளைப் பராமரிப்பது எப்படி' })).toHaveAttribute('href', '/blog/caring-for-pearls');
    expect(screen.getByText('முத்துக்கு வாசனை திரவியம் ஆகாது.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'முத்து மாலை' })).toBeInTheDocument();
    expect(screen.getByText('பராமரிப்புக் குறிப்புகள்')).toBeInTheDocument();
    expect(screen.getByText('5 நிமிட வாசிப்பு')).toBeInTheDocument();
  });

  it('shows the English where the language has no translation, or a blank one', () => {
    renderWithProviders(<BlogCard post={POST} />, { language: 'hi' });
    expect(screen.getByRole('link', { name: 'Caring for Pearls' })).toBeInTheDocument();
    expect(screen.getByText('Pearls dislike perfume.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A pearl necklace' })).toBeInTheDocument();
    expect(screen.getByText('5 मिनट में पढ़ें')).toBeInTheDocument();
  });
});
