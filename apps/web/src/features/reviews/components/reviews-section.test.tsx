import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@aabhushan/shared/schemas/reviews';
import { createI18n } from '../../../i18n/i18n';
import { SessionContext } from '../../../lib/session/session-context';
import { SessionStore } from '../../../lib/session/session-store';
import { demoUser, makeJwt } from '../../../lib/session/test-helpers';
import { ReviewsSection } from './reviews-section';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const review = (id: string, rating: number): Review => ({
  _id: id,
  rating,
  comment: `Comment ${id}, lovely finish.`,
  createdAt: '2025-02-01T10:00:00.000Z',
  user: { name: 'Meera K.' },
});

function listAnswer(items: Review[], page = 1, totalItems = items.length) {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<1 | 2 | 3 | 4 | 5, number>;
  items.forEach((item) => (distribution[item.rating as 1] += 1));
  const average = items.length ? items.reduce((sum, item) => sum + item.rating, 0) / items.length : 0;
  return json(200, {
    success: true,
    message: 'Reviews loaded',
    data: items,
    pagination: {
      currentPage: page,
      totalPages: Math.ceil(totalItems / 10),
      totalItems,
      itemsPerPage: 10,
      hasNextPage: page * 10 < totalItems,
      hasPreviousPage: page > 1,
    },
    summary: { average: Math.round(average * 10) / 10, count: totalItems, distribution },
  });
}

const ELIGIBLE = { canReview: true, status: 'eligible' };
/** The eligibility call's answer (signed-in sections ask it before showing the form). */
const eligibilityAnswer = (data: { canReview: boolean; status: string } = ELIGIBLE) => json(200, { success: true, message: '', data });
const isEligibilityCall = (url: string) => url.endsWith('/reviews/eligibility');
/** A submit loads the form's check (zod and the review schema) the first time: slower than a render on a busy machine. */
const AFTER_FIRST_CHECK = { timeout: 5000 };

function renderSection(store: SessionStore, onPosted = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n('en')}>
        <SessionContext.Provider value={store}>
          <MemoryRouter>{children}</MemoryRouter>
        </SessionContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  render(<ReviewsSection productId="p1" returnTo="/product/ruby-ring?x=1" onPosted={onPosted} />, { wrapper });
  return onPosted;
}

function signedIn() {
  const store = new SessionStore();
  store.signIn({ accessToken: makeJwt(3600), expiresIn: 3600, user: demoUser }, false);
  return store;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('ReviewsSection', () => {
  it('tells a guest to log in, with a link back to this product', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => listAnswer([])));
    const store = new SessionStore();
    store.clear();
    renderSection(store);
    expect(await screen.findByText('No reviews yet. Be the first to review this piece.')).toBeInTheDocument();
    expect(screen.getByText('Please login to continue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      '/user/login?returnUrl=%2Fproduct%2Fruby-ring%3Fx%3D1',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the summary with 5..1 bars and loads more reviews on request', async () => {
    const first = Array.from({ length: 10 }, (_, i) => review(`r${i}`, i < 6 ? 5 : 4));
    const fetchMock = vi
      .fn<(url: string, init?: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(listAnswer(first, 1, 12))
      .mockResolvedValueOnce(listAnswer([review('r10', 3), review('r11', 1)], 2, 12));
    vi.stubGlobal('fetch', fetchMock);
    const store = new SessionStore();
    store.clear();
    renderSection(store);
    const summary = await screen.findByTestId('review-summary');
    expect(within(summary).getByText('Based on 12 reviews')).toBeInTheDocument();
    const bars = within(summary).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent?.slice(0, 3))).toEqual(['5 ★', '4 ★', '3 ★', '2 ★', '1 ★']);
    expect(within(bars[0]!).getByText('5 stars: 6 reviews')).toBeInTheDocument();
    expect(within(screen.getByTestId('review-list')).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(within(screen.getByTestId('review-list')).getAllByRole('listitem')).toHaveLength(12));
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/public/product/p1/reviews?page=2&limit=10');
    // Revalidated with the server, never a stale browser copy.
    expect(fetchMock.mock.calls[1]![1]?.cache).toBe('no-cache');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('checks the form with the server rules before sending anything', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => (isEligibilityCall(url) ? eligibilityAnswer() : listAnswer([])));
    vi.stubGlobal('fetch', fetchMock);
    renderSection(signedIn());
    const comment = await screen.findByRole('textbox', { name: 'Your review' });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5', {}, AFTER_FIRST_CHECK)).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters')).toBeInTheDocument();
    fireEvent.change(comment, { target: { value: '   short   ' } });
    expect(screen.getByText('11 / 1000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars: Very good' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(screen.queryByText('Please choose a rating from 1 to 5')).not.toBeInTheDocument());
    expect(screen.getByText('Please write at least 10 characters')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/product/p1/reviews/eligibility');
  });

  it('posts the review, shows the thank-you, refreshes the list and tells the page', async () => {
    let posted = false;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (isEligibilityCall(url)) return eligibilityAnswer();
      if (init?.method === 'POST') {
        posted = true;
        return json(201, { success: true, message: 'Thank you! Your review has been posted.', data: review('mine', 5) });
      }
      return listAnswer(posted ? [review('mine', 5)] : []);
    });
    vi.stubGlobal('fetch', fetchMock);
    const onPosted = renderSection(signedIn());
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars: Excellent' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Beautiful polish, true to the photos.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post review' })));
    expect(await screen.findByText('Thank you! Your review has been posted.', {}, AFTER_FIRST_CHECK)).toBeInTheDocument();
    const postCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(postCall[0]).toBe('/api/product/p1/reviews');
    expect(JSON.parse(postCall[1]!.body as string)).toEqual({ rating: 5, comment: 'Beautiful polish, true to the photos.' });
    expect(new Headers(postCall[1]!.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(onPosted).toHaveBeenCalledTimes(1);
    expect(onPosted).toHaveBeenCalledWith(expect.objectContaining({ average: 5, count: 1 }));
    expect(await screen.findByText('Comment mine, lovely finish.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your review' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal word for word", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) =>
        isEligibilityCall(url)
          ? eligibilityAnswer()
          : init?.method === 'POST'
            ? json(403, { success: false, message: 'Only customers who have bought and received this piece can review it.', data: null })
            : listAnswer([]),
      ),
    );
    renderSection(signedIn());
    fireEvent.click(await screen.findByRole('radio', { name: '3 stars: Good' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Nice, but the clasp is stiff.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert', {}, AFTER_FIRST_CHECK)).toHaveTextContent('Only customers who have bought and received this piece can review it.');
    expect(screen.getByRole('button', { name: 'Post review' })).toBeEnabled();
  });

  it('tells a customer who has not received the piece why, before any form', async () => {
    const fetchMock = vi.fn(async (url: string) => (isEligibilityCall(url) ? eligibilityAnswer({ canReview: false, status: 'purchase-required' }) : listAnswer([review('r1', 5)])));
    vi.stubGlobal('fetch', fetchMock);
    renderSection(signedIn());
    const note = await screen.findByTestId('review-purchase-required');
    expect(note).toHaveTextContent('Only customers who have bought and received this piece can review it.');
    expect(note).toHaveTextContent('Once an order of it has been delivered to you, you can share your thoughts here.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
    // The reviews themselves still show.
    expect(await screen.findByText('Comment r1, lovely finish.')).toBeInTheDocument();
  });

  it('says so when the server reports this account has already reviewed the piece', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (isEligibilityCall(url) ? eligibilityAnswer({ canReview: false, status: 'already-reviewed' }) : listAnswer([]))));
    renderSection(signedIn());
    expect(await screen.findByText('You have reviewed this piece. Thank you for sharing your thoughts.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
