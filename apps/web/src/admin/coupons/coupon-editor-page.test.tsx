import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCoupon } from '@aabhushan/shared/schemas/admin-coupons';
import { jsonAnswer } from '../../lib/session/test-helpers';
import { renderWithProviders } from '../../test/render';
import { CouponEditorPage } from './coupon-editor-page';
import { CouponsPage } from './coupons-page';

const PAGINATION = { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 25, hasNextPage: false, hasPreviousPage: false };
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});
const urlOf = (input: unknown) => new URL(String(input), 'http://store.test');
const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => urlOf(input).pathname === path);

const rings: AdminCoupon = {
  _id: 'c1',
  id: 'c1',
  code: 'RINGS15',
  type: 'percentage',
  value: 15,
  title: { en: '15% off rings', hi: 'अंगूठियों पर 15% की छूट', ta: 'மோதிரங்களுக்கு 15% தள்ளுபடி', te: 'ఉంగరాలపై 15% తగ్గింపు' },
  description: { en: '' },
  terms: { en: ['Rings only', 'One coupon per order'], hi: ['सिर्फ़ अंगूठियों पर'], te: ['ఉంగరాలకు మాత్రమే'] },
  minOrderValue: 0,
  maxDiscountAmount: 5000,
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2099-11-01T00:00:00.000Z',
  isActive: true,
  usageLimit: null,
  usedCount: 3,
  userUsageLimit: null,
  applicableCategories: [],
  applicableProducts: [],
};

describe('the coupon editor: its words in four languages', () => {
  beforeEach(() =>
    fetchMock.mockImplementation(async (input) => {
      const { pathname } = urlOf(input);
      if (pathname === '/api/admin/coupons/c1') return jsonAnswer(200, { success: true, message: 'Coupon', data: rings });
      if (pathname === '/api/admin/coupons') return jsonAnswer(201, { success: true, message: 'Coupon created', data: { ...rings, id: 'c2' } });
      return jsonAnswer(200, { success: true, message: 'Categories', data: [], pagination: PAGINATION });
    }),
  );

  it('shows each language\'s terms one a line, and which languages are missing', async () => {
    renderWithProviders(<CouponEditorPage id="c1" />);
    expect(await screen.findByLabelText('Terms (English) (optional)')).toHaveValue('Rings only\nOne coupon per order');
    expect(screen.getByLabelText('Terms (Hindi) (optional)')).toHaveValue('सिर्फ़ अंगूठियों पर');
    expect(screen.getByLabelText('Title (Tamil) (optional)')).toHaveValue('மோதிரங்களுக்கு 15% தள்ளுபடி');
    const line = screen.getByTestId('missing-languages');
    expect(line).toHaveTextContent('Missing: Tamil for the terms.');
    fireEvent.change(screen.getByLabelText('Description (English) (optional)'), { target: { value: 'On every ring.' } });
    expect(line).toHaveTextContent('Missing: Hindi and Telugu for the description; Tamil for the description and terms.');
  });

  it('needs the title in English, and sends each language\'s terms as its own list', async () => {
    renderWithProviders(<CouponEditorPage />);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'festive25' } });
    fireEvent.change(screen.getByLabelText('Percent off'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2099-12-31T23:59' } });
    fireEvent.change(screen.getByLabelText('Title (Telugu) (optional)'), { target: { value: 'పండుగ 25% తగ్గింపు' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Title is required (at most 100 characters)')).toBeVisible();
    expect(calls('/api/admin/coupons')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Festive 25% off' } });
    fireEvent.change(screen.getByLabelText('Terms (English) (optional)'), { target: { value: 'Minimum order ₹50,000\n\n Once per customer ' } });
    fireEvent.change(screen.getByLabelText('Terms (Telugu) (optional)'), { target: { value: 'కనీస ఆర్డర్ ₹50,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(calls('/api/admin/coupons')).toHaveLength(1));
    const body = JSON.parse(String(calls('/api/admin/coupons')[0]![1]!.body));
    expect(body.title).toMatchObject({ en: 'Festive 25% off', te: 'పండుగ 25% తగ్గింపు' });
    expect(body.terms).toEqual({ en: ['Minimum order ₹50,000', 'Once per customer'], hi: [], ta: [], te: ['కనీస ఆర్డర్ ₹50,000'] });
  });
});

describe('the coupons list', () => {
  it('reads the translation filter from the address, asks the API for it, and says what each coupon lacks', async () => {
    fetchMock.mockImplementation(async () => jsonAnswer(200, { success: true, message: 'Coupons', data: [rings], pagination: PAGINATION }));
    renderWithProviders(<CouponsPage />, { route: '/admin/coupons?missing=ta' });
    expect(await screen.findByRole('link', { name: 'RINGS15' })).toBeVisible();
    expect(within(screen.getByRole('table')).getByText('Missing Tamil for the terms')).toBeVisible();
    const filter = screen.getByLabelText('Translation');
    expect(filter).toHaveValue('ta');
    const last = () => urlOf(calls('/api/admin/coupons').at(-1)![0]).searchParams;
    expect(last().get('missing')).toBe('ta');
    fireEvent.change(filter, { target: { value: '' } });
    await waitFor(() => expect(last().has('missing')).toBe(false));
  });
});
