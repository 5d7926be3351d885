import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES } from '@aabhushan/shared/schemas/admin-products';
import { jsonAnswer } from '../../lib/session/test-helpers';
import { renderWithProviders } from '../../test/render';
import { adminRing } from './admin-ring.fixture';
import { ProductEditorPage } from './product-editor-page';

const ring = adminRing({
  name: { en: 'Classic Band', hi: 'क्लासिक बैंड' },
  shortDescription: { en: 'A slim band.', hi: 'एक पतला बैंड।', ta: 'ஒரு மெல்லிய மோதிரம்.', te: 'ఒక సన్నని ఉంగరం.' },
});
const PAGINATION = { currentPage: 1, totalPages: 1, totalItems: 0, itemsPerPage: 25, hasNextPage: false, hasPreviousPage: false };

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'PATCH') return jsonAnswer(200, { success: true, message: ADMIN_PRODUCT_MESSAGES.updated, data: { ...ring, ...JSON.parse(String(init.body)) } });
    if (url.startsWith('/api/admin/products/p1') && !url.includes('/certificates')) return jsonAnswer(200, { success: true, message: 'Product', data: ring });
    if (url.startsWith('/api/public/productcategory'))
      return jsonAnswer(200, { success: true, message: 'Categories', data: [{ _id: 'c1', slug: 'rings', name: { en: 'Rings' } }], pagination: PAGINATION });
    return jsonAnswer(200, { success: true, message: 'List', data: [], pagination: PAGINATION });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const missingLine = () => screen.getByTestId('missing-languages');
const patched = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

describe('the product editor: a piece in four languages', () => {
  it('has each text in English (required), Hindi, Tamil and Telugu, loaded from the saved piece', async () => {
    renderWithProviders(<ProductEditorPage id="p1" />);
    expect(await screen.findByLabelText('Name (English)')).toHaveValue('Classic Band');
    expect(screen.getByLabelText('Name (Hindi) (optional)')).toHaveValue('क्लासिक बैंड');
    expect(screen.getByLabelText('Name (Tamil) (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Name (Telugu) (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Short description (Tamil) (optional)')).toHaveValue('ஒரு மெல்லிய மோதிரம்.');
    expect(screen.getByLabelText('Short description (Telugu) (optional)')).toHaveValue('ఒక సన్నని ఉంగరం.');
    expect(screen.getByLabelText('Description (English)')).toHaveValue('A slim band in 22K gold.');
    // Each field says its language to assistive technology and the spell checker.
    expect(screen.getByLabelText('Description (Tamil) (optional)')).toHaveAttribute('lang', 'ta');
    expect(screen.getByLabelText('Name (Telugu) (optional)')).toHaveAttribute('lang', 'te');
  });

  it('says which languages are missing for which texts, and follows what staff type', async () => {
    renderWithProviders(<ProductEditorPage id="p1" />);
    await screen.findByLabelText('Name (English)');
    expect(missingLine()).toHaveTextContent(
      'Missing: Hindi for the description; Tamil and Telugu for the name and description. Shoppers reading a missing language see the English for that text.',
    );
    fireEvent.change(screen.getByLabelText('Name (Tamil) (optional)'), { target: { value: 'கிளாசிக் மோதிரம்' } });
    fireEvent.change(screen.getByLabelText('Description (Tamil) (optional)'), { target: { value: '22K தங்கத்தில் மெல்லிய மோதிரம்.' } });
    expect(missingLine()).toHaveTextContent('Missing: Hindi for the description; Telugu for the name and description.');
    // A translation of blanks is still missing.
    fireEvent.change(screen.getByLabelText('Description (Hindi) (optional)'), { target: { value: '   ' } });
    expect(missingLine()).toHaveTextContent('Missing: Hindi for the description; Telugu for the name and description.');
    fireEvent.change(screen.getByLabelText('Description (Hindi) (optional)'), { target: { value: '22K सोने में पतला बैंड।' } });
    fireEvent.change(screen.getByLabelText('Name (Telugu) (optional)'), { target: { value: 'క్లాసిక్ ఉంగరం' } });
    fireEvent.change(screen.getByLabelText('Description (Telugu) (optional)'), { target: { value: '22K బంగారంలో సన్నని ఉంగరం.' } });
    expect(missingLine()).toHaveTextContent('Written in all four languages: English, Hindi, Tamil and Telugu.');
  });

  it('sends the Tamil and Telugu typed with the texts that changed, and nothing else', async () => {
    renderWithProviders(<ProductEditorPage id="p1" />);
    await screen.findByLabelText('Name (English)');
    fireEvent.change(screen.getByLabelText('Name (Tamil) (optional)'), { target: { value: 'கிளாசிக் மோதிரம்' } });
    fireEvent.change(screen.getByLabelText('Short description (Telugu) (optional)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patched()).toHaveLength(1));
    expect(patched()[0]).toEqual({
      name: { en: 'Classic Band', hi: 'क्लासिक बैंड', ta: 'கிளாசிக் மோதிரம்', te: '' },
      shortDescription: { en: 'A slim band.', hi: 'एक पतला बैंड।', ta: 'ஒரு மெல்லிய மோதிரம்.', te: '' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_PRODUCT_MESSAGES.updated);
  });

  it('a new piece needs its English name: the others may wait, and are said to be missing', async () => {
    renderWithProviders(<ProductEditorPage />);
    expect(missingLine()).toHaveTextContent('Missing: Hindi, Tamil, Telugu.');
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByLabelText('Name (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name (English)')).toHaveAccessibleDescription(ADMIN_PRODUCT_MESSAGES.nameRequired);
    expect(screen.getByLabelText('Name (Tamil) (optional)')).not.toHaveAttribute('aria-invalid');
  });
});
