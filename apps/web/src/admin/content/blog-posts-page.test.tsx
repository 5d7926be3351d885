import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPost } from '@aabhushan/shared/schemas/admin-blog-posts';
import { jsonAnswer } from '../../lib/session/test-helpers';
import { renderWithProviders } from '../../test/render';
import { BlogPostsPage } from './blog-posts-page';

const four = (en: string) => ({ en, hi: `${en} हिंदी`, ta: `${en} தமிழ்`, te: `${en} తెలుగు` });
const post = (id: string, texts: Partial<AdminBlogPost>): AdminBlogPost => ({
  id,
  slug: id,
  title: four(`Post ${id}`),
  subtitle: { en: '' },
  summary: four('Summary'),
  bodyHtml: four('<p>Body</p>'),
  category: 'guides',
  imageUrl: '/media/art/ring-gold-none-1.svg',
  imageAlt: four('A ring'),
  author: 'Priya Menon',
  authorImage: null,
  readTimeMinutes: 3,
  tags: [],
  publishedAt: '2026-11-20T04:30:00.000Z',
  isPublished: true,
  state: 'published',
  createdAt: '2026-11-20T04:30:00.000Z',
  updatedAt: '2026-11-20T04:30:00.000Z',
  ...texts,
});
const POSTS = [post('whole', {}), post('no-telugu-body', { bodyHtml: { en: '<p>Body</p>', hi: '<p>हिंदी</p>', ta: '<p>தமிழ்</p>' } })];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () =>
    jsonAnswer(200, { success: true, message: 'Blog posts', data: POSTS, pagination: { currentPage: 1, totalPages: 1, totalItems: 2, itemsPerPage: 25, hasNextPage: false, hasPreviousPage: false } }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const askedFor = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/admin/blog-posts'));

describe('the blog list: translations', () => {
  it('names under each post the languages it still lacks', async () => {
    renderWithProviders(<BlogPostsPage />, { route: '/admin/blog' });
    const row = (await screen.findByRole('link', { name: 'Post no-telugu-body' })).closest('tr')!;
    expect(row).toHaveTextContent('Missing Telugu for the body');
    expect(screen.getByRole('link', { name: 'Post whole' }).closest('tr')).not.toHaveTextContent('Missing');
  });

  it('asks the API for the posts not yet written in the language chosen, kept in the address', async () => {
    renderWithProviders(<BlogPostsPage />, { route: '/admin/blog?missing=ta' });
    expect(await screen.findByLabelText('Translation')).toHaveValue('ta');
    await waitFor(() => expect(askedFor().at(-1)).toMatch(/[?&]missing=ta(&|$)/));
    fireEvent.change(screen.getByLabelText('Translation'), { target: { value: 'te' } });
    await waitFor(() => expect(askedFor().at(-1)).toMatch(/[?&]missing=te(&|$)/));
  });
});
