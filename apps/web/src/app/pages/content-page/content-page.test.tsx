import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLegalDocument } from '@aabhushan/shared/legal/legal-documents';
import { isLegalSlug } from '@aabhushan/shared/legal/legal-types';
import type { ContentPage as PolicyPage } from '@aabhushan/shared/schemas/content';
import type { StoreSettings } from '@aabhushan/shared/schemas/settings';
import type { LanguageCode } from '../../../lib/localized';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { renderWithProviders } from '../../../test/render';
import { ContentPage } from './content-page';

/** Deliberately not the store's defaults, so the page can only show them by reading the settings. */
const settings: StoreSettings = {
  currency: 'INR',
  gstRatePercent: 3,
  taxInclusive: true,
  shippingMethods: [
    { code: 'standard', label: 'Standard', estimate: '5-7 days', fee: 75, freeFrom: 30000 },
    { code: 'express', label: 'Express', estimate: '2-3 days', fee: 500, freeFrom: null },
  ],
  freeShippingThreshold: 30000,
  codLimit: 40000,
  codConfirmAbove: 20000,
  paymentHoldMinutes: 15,
  returnWindowDays: 10,
  giftWrapPrice: 150,
  defaultDeliveryEstimate: '3-5 business days',
  contact: { phone: '+91 90000 11111', email: 'help@shop.example.in', addressLines: ['1 Test Street', 'Jaipur, Rajasthan 302001', 'India'] },
  hours: [{ days: 'mon-sat', opens: '10:00', closes: '19:00' }],
  coordinates: { latitude: 26.9, longitude: 75.8 },
  foundedYear: 1985,
  metalRates: [],
  metalRatesDate: '2026-01-05',
  seller: { legalName: 'Aabhushan Jewels Private Limited', gstin: '08AAHCA1985K1ZA', state: 'Rajasthan', stateCode: '08' },
  policyPages: [{ slug: 'shipping-policy', title: 'Shipping policy' }],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => jsonAnswer(200, { success: true, message: 'ok', data });
const notFound = () => jsonAnswer(404, { success: false, message: 'Page not found', data: null });

/** A page staff wrote and published at /page/shipping-policy. */
const shippingPage: PolicyPage = {
  slug: 'shipping-policy',
  kind: 'written',
  updated: '2026-11-20',
  title: 'Shipping policy',
  summary: 'Insured delivery across India.',
  bodyHtml: '<h2>Delivery</h2><p>Every parcel is <strong>insured</strong>. <a href="/contact">Ask us</a>.</p>',
  messageKey: null,
  sections: [],
};

/** The API as the page sees it: the settings, and the policy pages (written from those settings, or by staff). */
function storeApi(url: string): Response {
  if (url.includes('/api/public/settings')) return ok(settings);
  const slug = /\/api\/public\/page\/([^?]+)/.exec(url)?.[1] ?? '';
  if (slug === 'shipping-policy') return ok(shippingPage);
  if (!isLegalSlug(slug)) return notFound();
  const document = getLegalDocument(slug, settings);
  return ok({ ...document, kind: 'settings', title: null, summary: null, bodyHtml: null });
}

function renderPage(path: string, language: LanguageCode = 'en', answer: (url: string) => Response = storeApi) {
  fetchMock.mockImplementation(async (input) => answer(String(input)));
  return renderWithProviders(
    <Routes>
      <Route path="/page/:slug" element={<ContentPage />} />
    </Routes>,
    { route: path, language },
  );
}

describe('ContentPage', () => {
  it('shows the privacy policy with the contact details from the store settings', async () => {
    renderPage('/page/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringContaining('/api/public/page/privacy-policy'));
    expect(screen.getByRole('heading', { level: 2, name: /Cookies and storage on your device/ })).toBeInTheDocument();
    expect(screen.getByText(/httpOnly/)).toBeInTheDocument();
    const mailLinks = screen.getAllByRole('link', { name: 'help@shop.example.in' });
    expect(mailLinks[0]).toHaveAttribute('href', 'mailto:help@shop.example.in');
    expect(await screen.findByRole('link', { name: '+91 90000 11111' })).toHaveAttribute('href', 'tel:+919000011111');
    expect(screen.queryByText(/care@aabhushan\.in/)).not.toBeInTheDocument();
    expect(document.title).toBe('Privacy policy | Aabhushan');
    // Contents link to every section.
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getAllByRole('link')).toHaveLength(11);
    expect(within(contents).getByRole('link', { name: 'Your rights' })).toHaveAttribute('href', '#rights');
  });

  it('quotes returns, shipping, GST and cash on delivery exactly as configured', async () => {
    renderPage('/page/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(screen.getByText(/within 10 days of delivery/)).toBeInTheDocument();
    expect(screen.getByText(/Standard \(5-7 days\): ₹75, free when your order \(after discounts\) is ₹30,000 or more\./)).toBeInTheDocument();
    expect(screen.getByText(/Express \(2-3 days\): ₹500\./)).toBeInTheDocument();
    expect(screen.getByText(/no more than ₹40,000/)).toBeInTheDocument();
    expect(screen.getByText(/include GST \(3 % on jewellery\)/)).toBeInTheDocument();
    expect(screen.getByText(/courts at Jaipur, Rajasthan/)).toBeInTheDocument();
    expect(screen.queryByText(/7 days of delivery|₹25,000|₹50,000/)).not.toBeInTheDocument();
  });

  it('translates the title and headings and says in the language that the text is English', async () => {
    renderPage('/page/terms-of-service', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'उपयोग की शर्तें' })).toBeInTheDocument();
    expect(screen.getByText('यह कानूनी पाठ केवल अंग्रेज़ी में उपलब्ध है।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /रद्द करना, वापसी और रिफ़ंड/ })).toBeInTheDocument();
    expect(screen.getByText(/within 10 days of delivery/).closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('has no language note in English', async () => {
    renderPage('/page/privacy-policy');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/in English only/)).not.toBeInTheDocument();
  });

  it('shows a page staff wrote: its title, summary and text, with its own document title', async () => {
    renderPage('/page/shipping-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping policy' })).toBeInTheDocument();
    expect(screen.getByText('Insured delivery across India.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/Last updated 20 November 2026/)).toBeInTheDocument();
    expect(document.title).toBe('Shipping policy | Aabhushan');
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a slug with no page', async () => {
    renderPage('/page/shipping-secrets');
    expect(await screen.findByRole('heading', { level: 1, name: /not found|find/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Privacy policy' })).not.toBeInTheDocument();
  });

  it('offers to try again when the page cannot load', async () => {
    renderPage('/page/privacy-policy', 'en', () => jsonAnswer(500, { success: false, message: 'Server error', data: null }));
    expect(await screen.findByText('We could not load this page. Please try again.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
