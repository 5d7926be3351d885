import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminFaq } from '@aabhushan/shared/schemas/admin-faqs';
import { jsonAnswer } from '../../lib/session/test-helpers';
import { renderWithProviders } from '../../test/render';
import { FaqsPage } from './faqs-page';

const faq = (id: string, changes: Partial<AdminFaq>): AdminFaq => ({
  id,
  question: { en: 'What are making charges?' },
  subtitle: null,
  answerHtml: { en: '<p>They pay for the craft.</p>' },
  topic: 'pricing',
  icon: 'receipt',
  sortOrder: 0,
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...changes,
});
const FAQS = [
  faq('f1', { question: { en: 'Which gold rate do you use?', hi: 'आप सोने का कौन-सा भाव लगाते हैं?', ta: 'எந்தத் தங்க விலை?', te: 'ఏ బంగారం ధర?' }, subtitle: { en: 'Gold rate', hi: 'सोने का भाव', ta: 'தங்க விலை', te: 'బంగారం ధర' }, answerHtml: { en: '<p>The day’s.</p>', hi: '<p>उस दिन का।</p>', ta: '<p>அன்றைய விலை.</p>', te: '<p>ఆ రోజు ధర.</p>' } }),
  faq('f2', { question: { en: 'Do you offer cash on delivery?', ta: 'கேஷ் ஆன் டெலிவரி உண்டா?' }, subtitle: { en: 'Cash on delivery' } }),
];
const PAGINATION = { currentPage: 1, totalPages: 1, totalItems: 2, itemsPerPage: 25, hasNextPage: false, hasPreviousPage: false };

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonAnswer(200, { success: true, message: 'FAQs', data: FAQS, pagination: PAGINATION }));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const listAsked = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/faqs'));

describe('the staff FAQ list: what is not yet translated', () => {
  it('names each question in English with the languages it still lacks', async () => {
    renderWithProviders(<FaqsPage />, { route: '/admin/faqs' });
    expect(await screen.findByRole('link', { name: 'Do you offer cash on delivery?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Which gold rate do you use?' })).toBeInTheDocument();
    // Under the questions (the filter's choices aside): only the one not yet written in all four.
    const lines = [...document.querySelectorAll('td div')].map((line) => line.textContent).filter((text) => text?.startsWith('Missing'));
    expect(lines).toEqual(['Missing Hindi and Telugu for every text; Tamil for the subtitle and answer']);
  });

  it('filters by a missing language, kept in the address and asked of the API', async () => {
    renderWithProviders(<FaqsPage />, { route: '/admin/faqs?missing=te' });
    const filter = await screen.findByLabelText('Translation');
    expect(filter).toHaveValue('te');
    await waitFor(() => expect(listAsked().at(-1)).toContain('missing=te'));
    fireEvent.change(filter, { target: { value: 'hi' } });
    await waitFor(() => expect(listAsked().at(-1)).toContain('missing=hi'));
    expect([...filter.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Any', 'Missing Hindi', 'Missing Tamil', 'Missing Telugu']);
  });
});
