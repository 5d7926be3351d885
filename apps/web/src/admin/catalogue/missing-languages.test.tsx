import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategory } from '@aabhushan/shared/schemas/admin-categories';
import { jsonAnswer } from '../../lib/session/test-helpers';
import { renderWithProviders } from '../../test/render';
import { CategoriesPage } from '../categories/categories-page';
import { ProductsPage } from '../products/products-page';
import { missingLanguagesText } from './missing-languages';

describe('missingLanguagesText', () => {
  const four = { en: 'Gold', hi: 'सोना', ta: 'தங்கம்', te: 'బంగారం' };
  it('names a language every text lacks, and the texts where only some do', () => {
    expect(missingLanguagesText([{ label: 'name', text: { en: 'Gold' } }, { label: 'short description', text: { en: 'Plain.' } }])).toBe('Hindi, Tamil, Telugu');
    expect(missingLanguagesText([{ label: 'name', text: { ...four, ta: '' } }, { label: 'short description', text: { ...four, ta: ' ', te: undefined } }])).toBe(
      'Tamil for every text; Telugu for the short description',
    );
    const piece = (name: object, long: object) => [
      { label: 'name', text: { ...four, ...name } },
      { label: 'short description', text: four },
      { label: 'description', text: { ...four, ...long } },
    ];
    expect(missingLanguagesText(piece({ ta: '', te: '' }, { ta: '', te: '' }))).toBe('Tamil and Telugu for the name and description');
    expect(missingLanguagesText(piece({}, { hi: '', ta: '', te: '' }))).toBe('Hindi, Tamil and Telugu for the description');
    expect(missingLanguagesText([{ label: 'name', text: four }, { label: 'short description', text: four }])).toBeNull();
  });

  it("asks no translation of an optional text left empty (a banner's subtitle, no button), but of one written in English", () => {
    const banner = (subtitle: { en: string; hi?: string }, ctaText: typeof four | null) => [
      { label: 'title', text: four },
      { label: 'subtitle', text: subtitle, optional: true },
      { label: 'button text', text: ctaText, optional: true },
    ];
    expect(missingLanguagesText(banner({ en: '' }, null))).toBeNull();
    expect(missingLanguagesText(banner({ en: 'Till Sunday', hi: 'रविवार तक' }, four))).toBe('Tamil and Telugu for the subtitle');
    expect(missingLanguagesText(banner({ en: 'Till Sunday' }, { ...four, te: '' }))).toBe('Hindi and Tamil for the subtitle; Telugu for the subtitle and button text');
  });
});

const PAGINATION = { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 25, hasNextPage: false, hasPreviousPage: false };
const fetchMock = vi.fn<typeof fetch>();
const listCalls = (path: string) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://store.test')).filter((url) => url.pathname === path);

describe('the staff lists: missing a language', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('the products list reads the filter from the address, asks the API for it, and says what each piece lacks', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/public/productcategory')) return jsonAnswer(200, { success: true, message: 'Categories', data: [], pagination: PAGINATION });
      const piece = {
        id: 'p1',
        slug: 'classic-band',
        name: { en: 'Classic Band', hi: 'क्लासिक बैंड', te: 'క్లాసిక్ ఉంగరం' },
        shortDescription: { en: 'A slim band.', hi: 'एक पतला बैंड।', te: 'ఒక సన్నని ఉంగరం.' },
        longDescription: { en: 'A slim band in 22K gold.', hi: '22K सोने में पतला बैंड।', te: '22K బంగారంలో సన్నని ఉంగరం.' },
        category: { id: 'c1', slug: 'rings', name: 'Rings' },
        purity: '22K',
        huid: null,
        salePrice: 19_999,
        mrp: 21_000,
        pricingMode: 'fixed',
        availableStock: 6,
        isActive: true,
      };
      return jsonAnswer(200, { success: true, message: 'Products', data: [piece], pagination: PAGINATION });
    });
    renderWithProviders(<ProductsPage />, { route: '/admin/products?missing=ta' });
    expect(await screen.findByText('Classic Band')).toBeVisible();
    expect(within(screen.getByRole('table')).getByText('Missing Tamil')).toBeVisible();
    const filter = screen.getByLabelText('Translation');
    expect(filter).toHaveValue('ta');
    expect([...(filter as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Any', 'Missing Hindi', 'Missing Tamil', 'Missing Telugu']);
    expect(listCalls('/api/admin/products').at(-1)!.searchParams.get('missing')).toBe('ta');

    fireEvent.change(filter, { target: { value: 'te' } });
    await waitFor(() => expect(listCalls('/api/admin/products').at(-1)!.searchParams.get('missing')).toBe('te'));
    fireEvent.change(filter, { target: { value: '' } });
    await waitFor(() => expect(listCalls('/api/admin/products').at(-1)!.searchParams.has('missing')).toBe(false));
  });

  it("the categories list filters the same way, and tells each category's languages", async () => {
    const category = (id: string, name: AdminCategory['name'], shortDescription: AdminCategory['shortDescription']) => ({
      id,
      slug: id,
      name,
      shortDescription,
      thumbnailUrl: '/media/a.svg',
      iconUrl: '/media/a.svg',
      attributes: [],
      isFeatured: false,
      sortOrder: 0,
      productCount: 2,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    const four = { en: 'Rings', hi: 'अंगूठियाँ', ta: 'மோதிரங்கள்', te: 'ఉంగరాలు' };
    fetchMock.mockImplementation(async () =>
      jsonAnswer(200, {
        success: true,
        message: 'Categories',
        data: [category('rings', four, four), category('anklets', { en: 'Anklets', hi: 'पायल' }, { en: 'Anklets.', hi: 'पायल।' })],
        pagination: PAGINATION,
      }),
    );
    renderWithProviders(<CategoriesPage />, { route: '/admin/categories' });
    expect(await screen.findByText('All four')).toBeVisible();
    expect(within(screen.getByRole('table')).getByText('Missing Tamil, Telugu')).toBeVisible();
    expect(listCalls('/api/admin/categories').at(-1)!.searchParams.has('missing')).toBe(false);
    fireEvent.change(screen.getByLabelText('Translation'), { target: { value: 'hi' } });
    await waitFor(() => expect(listCalls('/api/admin/categories').at(-1)!.searchParams.get('missing')).toBe('hi'));
  });
});
