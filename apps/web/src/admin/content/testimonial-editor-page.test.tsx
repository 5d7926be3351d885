import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminTestimonial } from '@aabhushan/shared/schemas/admin-testimonials';
import { jsonAnswer } from '../../lib/session/test-helpers';
import { renderWithProviders } from '../../test/render';
import { TestimonialEditorPage } from './testimonial-editor-page';
import { TestimonialsPage } from './testimonials-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});
const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://store.test').pathname === path);

describe('the testimonial editor: words and designation in four languages', () => {
  it('says which languages are missing: the words always, the designation once its English is written', () => {
    renderWithProviders(<TestimonialEditorPage />);
    const line = screen.getByTestId('missing-languages');
    expect(line).toHaveTextContent('Missing: Hindi, Tamil, Telugu.');
    fireEvent.change(screen.getByLabelText('Their words (English)'), { target: { value: 'Lovely jhumkas.' } });
    for (const [language, text] of [
      ['Hindi', 'सुंदर झुमके।'],
      ['Tamil', 'அழகான ஜிமிக்கி.'],
      ['Telugu', 'అందమైన జుమ్కాలు.'],
    ])
      fireEvent.change(screen.getByLabelText(`Their words (${language}) (optional)`), { target: { value: text } });
    expect(line).toHaveTextContent('Written in all four languages: English, Hindi, Tamil and Telugu.');
    fireEvent.change(screen.getByLabelText('Designation (English) (optional)'), { target: { value: 'Teacher' } });
    expect(line).toHaveTextContent('Missing: Hindi, Tamil and Telugu for the designation.');
  });

  it('needs the words in English, and sends every language written', async () => {
    fetchMock.mockImplementation(async () => jsonAnswer(201, { success: true, message: 'Testimonial created', data: { id: 't1' } }));
    renderWithProviders(<TestimonialEditorPage />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Meera Iyer' } });
    fireEvent.change(screen.getByLabelText('Their words (Tamil) (optional)'), { target: { value: 'அருமையான நெக்லஸ்.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create testimonial' }));
    expect(await screen.findByText('The testimonial needs its words (at most 1000 characters)')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Their words (English)'), { target: { value: 'A lovely necklace.' } });
    fireEvent.change(screen.getByLabelText('Designation (English) (optional)'), { target: { value: 'Bride, 2025' } });
    fireEvent.change(screen.getByLabelText('Designation (Tamil) (optional)'), { target: { value: 'மணப்பெண், 2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create testimonial' }));
    await waitFor(() => expect(calls('/api/admin/testimonials')).toHaveLength(1));
    const body = JSON.parse(String(calls('/api/admin/testimonials')[0]![1]!.body));
    expect(body).toMatchObject({
      name: 'Meera Iyer',
      text: { en: 'A lovely necklace.', ta: 'அருமையான நெக்லஸ்.' },
      designation: { en: 'Bride, 2025', ta: 'மணப்பெண், 2025' },
    });
  });
});

describe('the testimonials list', () => {
  const PAGINATION = { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 25, hasNextPage: false, hasPreviousPage: false };
  const testimonial: AdminTestimonial = {
    id: 't1',
    name: 'Sneha Reddy',
    designation: { en: 'Software engineer', te: 'సాఫ్ట్‌వేర్ ఇంజనీర్' },
    city: 'Hyderabad',
    text: { en: 'The price breakup made it easy to compare.', hi: 'प्राइस ब्रेकअप से तुलना आसान हुई।', ta: 'ஒப்பிட்டுப் பார்க்க ஈஸியா இருந்தது.', te: 'పోల్చి చూడటం ఈజీ అయింది.' },
    imageUrl: null,
    status: 'ACTIVE',
    isActive: true,
    sortOrder: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };

  it('reads the translation filter from the address, asks the API for it, and says what each testimonial lacks', async () => {
    fetchMock.mockImplementation(async () => jsonAnswer(200, { success: true, message: 'Testimonials', data: [testimonial], pagination: PAGINATION }));
    renderWithProviders(<TestimonialsPage />, { route: '/admin/testimonials?missing=hi' });
    expect(await screen.findByRole('link', { name: 'Sneha Reddy' })).toBeVisible();
    expect(within(screen.getByRole('table')).getByText('Missing Hindi and Tamil for the designation')).toBeVisible();
    const filter = screen.getByLabelText('Translation');
    expect(filter).toHaveValue('hi');
    const last = () => new URL(String(calls('/api/admin/testimonials').at(-1)![0]), 'http://store.test').searchParams;
    expect(last().get('missing')).toBe('hi');
    fireEvent.change(filter, { target: { value: 'ta' } });
    await waitFor(() => expect(last().get('missing')).toBe('ta'));
  });
});
