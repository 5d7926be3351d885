import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_BLOG_MESSAGES, type AdminBlogPost } from '@aabhushan/shared/schemas/admin-blog-posts';
import { jsonAnswer } from '../../lib/session/test-helpers';
import { renderWithProviders } from '../../test/render';
import { BlogPostEditorPage } from './blog-post-editor-page';

const post: AdminBlogPost = {
  id: 'b1',
  slug: 'caring-for-pearls',
  title: { en: 'Caring for Pearls', hi: 'मोतियों की देखभाल', ta: 'முத்து நகைகளைப் பராமரிப்பது எப்படி' },
  subtitle: { en: '' },
  summary: { en: 'Pearls dislike perfume.', hi: 'मोतियों को परफ़्यूम पसंद नहीं।', ta: 'முத்துக்கு வாசனை திரவியம் ஆகாது.' },
  bodyHtml: { en: '<p>Last on, first off.</p>', hi: '<p>सबसे बाद में पहनें।</p>' },
  category: 'care-tips',
  imageUrl: '/media/art/necklace-gold-pearl-1.svg',
  imageAlt: { en: 'A pearl necklace', hi: 'मोतियों का हार', ta: 'முத்து மாலை' },
  author: 'Priya Menon',
  authorImage: null,
  readTimeMinutes: 5,
  tags: ['pearls'],
  publishedAt: '2026-11-20T04:30:00.000Z',
  isPublished: true,
  state: 'published',
  createdAt: '2026-11-20T04:30:00.000Z',
  updatedAt: '2026-11-20T04:30:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/admin/content-previews')) return jsonAnswer(200, { success: true, message: 'Preview', data: { html: JSON.parse(String(init!.body)).html } });
    if (init?.method === 'PATCH') return jsonAnswer(200, { success: true, message: ADMIN_BLOG_MESSAGES.updated, data: { ...post, ...JSON.parse(String(init.body)) } });
    return jsonAnswer(200, { success: true, message: 'Blog post', data: post });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const missingLine = () => screen.getByTestId('missing-languages');
const patched = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

describe('the blog post editor: an article in four languages', () => {
  it('has each text in English (required), Hindi, Tamil and Telugu, loaded from the saved post, and names the ones missing', async () => {
    renderWithProviders(<BlogPostEditorPage id="b1" />);
    expect(await screen.findByLabelText('Title (English)')).toHaveValue('Caring for Pearls');
    expect(screen.getByLabelText('Title (Tamil) (optional)')).toHaveValue('முத்து நகைகளைப் பராமரிப்பது எப்படி');
    expect(screen.getByLabelText('Summary (Hindi) (optional)')).toHaveValue('मोतियों को परफ़्यूम पसंद नहीं।');
    expect(screen.getByLabelText('Picture description (Telugu) (optional)')).toHaveAttribute('lang', 'te');
    // The subtitle is left empty in English: it needs no translation.
    expect(missingLine()).toHaveTextContent('Missing: Tamil for the body; Telugu for every text. Shoppers reading a missing language see the English for that text.');
  });

  it('edits the body one language at a time, naming the languages not written, and sends every text in its languages', async () => {
    renderWithProviders(<BlogPostEditorPage id="b1" />);
    expect(await screen.findByLabelText('Body (English)')).toHaveValue('<p>Last on, first off.</p>');
    expect(screen.getByRole('radio', { name: 'Tamil (not written)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hindi' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Tamil (not written)' }));
    const tamilBody = screen.getByLabelText('Body (Tamil) (optional)');
    expect(tamilBody).toHaveAttribute('lang', 'ta');
    expect(screen.queryByLabelText('Body (English)')).toBeNull();
    fireEvent.change(tamilBody, { target: { value: '<p>கடைசியில் அணியுங்கள்.</p>' } });
    expect(screen.getByRole('radio', { name: 'Tamil' })).toBeChecked();
    expect(missingLine()).toHaveTextContent('Missing: Telugu.');

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patched()).toHaveLength(1));
    expect(patched()[0]).toMatchObject({
      title: { en: 'Caring for Pearls', hi: 'मोतियों की देखभाल', ta: 'முத்து நகைகளைப் பராமரிப்பது எப்படி', te: '' },
      subtitle: { en: '', hi: '', ta: '', te: '' },
      bodyHtml: { en: '<p>Last on, first off.</p>', hi: '<p>सबसे बाद में पहनें।</p>', ta: '<p>கடைசியில் அணியுங்கள்.</p>', te: '' },
      imageAlt: { en: 'A pearl necklace', hi: 'मोतियों का हार', ta: 'முத்து மாலை', te: '' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_BLOG_MESSAGES.updated);
  });

  it("refuses a body without its English, shown beside the English body whichever language was being edited", async () => {
    renderWithProviders(<BlogPostEditorPage id="b1" />);
    fireEvent.change(await screen.findByLabelText('Body (English)'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Hindi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ADMIN_BLOG_MESSAGES.body)).toBeInTheDocument();
    expect(screen.getByLabelText('Body (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(patched()).toHaveLength(0);
  });
});
