import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '@aabhushan/shared/schemas/content';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { renderWithProviders } from '../../../test/render';
import { BlogPostPage } from './blog-post-page';

const ARTICLE: BlogPost = {
  _id: 'b1',
  id: 'b1',
  slug: 'caring-for-pearls',
  title: { en: 'Caring for Pearls', te: 'ముత్యాల సంరక్షణ' },
  default_title: 'Caring for Pearls',
  subtitle: { en: 'Delicate pieces', te: 'సున్నితమైన నగలు' },
  description: { en: '<h2>Last on, first off</h2>', te: '<h2>చివర్లో వేసుకోండి, ముందే తీసేయండి</h2>' },
  summary: { en: 'Pearls dislike perfume.', te: 'ముత్యాలకు పెర్ఫ్యూమ్ పడదు.' },
  blog_type: 'care-tips',
  category: 'care-tips',
  images: [{ url: '/media/art/necklace-gold-pearl-1.svg', altText: { en: 'A pearl necklace', te: 'ముత్యాల హారం' } }],
  image: '/media/art/necklace-gold-pearl-1.svg',
  date: '2026-11-20',
  readTime: '5 min read',
  author: 'Priya Menon',
  authorImage: null,
  tags: ['pearls'],
  link: '/blog/caring-for-pearls',
  createdAt: '2026-11-20T04:30:00.000Z',
};
const PAGINATION = { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 10, hasNextPage: false, hasPreviousPage: false };

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) =>
    String(input).startsWith('/api/public/blog/slug/')
      ? jsonAnswer(200, { success: true, message: 'Blog post loaded', data: ARTICLE })
      : jsonAnswer(200, { success: true, message: 'Blog posts loaded', data: [ARTICLE], pagination: PAGINATION }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('an article page', () => {
  it("reads the article in the page's language: title, subtitle, summary, body, picture description and read time", async () => {
    renderWithProviders(
      <Routes>
        <Route path="/blog/:slug" element={<BlogPostPage />} />
      </Routes>,
      { route: '/blog/caring-for-pearls', language: 'te' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ముత్యాల సంరక్షణ' })).toBeInTheDocument();
    expect(screen.getByText('సున్నితమైన నగలు')).toBeInTheDocument();
    expect(screen.getByText('ముత్యాలకు పెర్ఫ్యూమ్ పడదు.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'చివర్లో వేసుకోండి, ముందే తీసేయండి' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ముత్యాల హారం' })).toBeInTheDocument();
    expect(screen.getByText('5 నిమిషాల చదువు')).toBeInTheDocument();
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'ముత్యాలకు పెర్ఫ్యూమ్ పడదు.');
  });
});
